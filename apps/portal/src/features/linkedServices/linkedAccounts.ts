import { decryptContractField } from '@selfcare/api-client/contract';
import type { Queries } from '@selfcare/api-client/query';
import { config } from '../../config/env';

/**
 * ACC-76: the contract account fields are decrypted here, in the browser, as the spec has it (scheme and key
 * chosen in docs/decisions/account.md); one function, so every read of the list shares its cache entry.
 */
const decrypt = (sealed: string) => decryptContractField(config.contractAccountKey, sealed);

export const linkedAccountsQuery = (queries: Pick<Queries, 'linkedServiceQueries'>) =>
  queries.linkedServiceQueries.accounts(decrypt);
