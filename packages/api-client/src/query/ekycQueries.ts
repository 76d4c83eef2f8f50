import {
  toEkycOwnerCheck,
  toEkycRegisteredInfo,
  toEkycRequestState,
  toSubscriberUpdateNotice,
} from '../mappers';
import type { QueryFactories } from './factories';

/**
 * ACC-55 … ACC-57: the identity update's reads. All are the session's own, so each key carries the
 * subscriber (readMapped's scope). The token (API-103) is fetched fresh for each upload.
 */
export function createEkycQueries({ readMapped }: Pick<QueryFactories, 'readMapped'>) {
  return {
    ownerCheck: () => readMapped('product_check_chinhchu', {}, (data) => toEkycOwnerCheck(data.result)),
    requestState: () =>
      readMapped('product_update_info_check_status', {}, (data) => toEkycRequestState(data.result)),
    registeredInfo: () => readMapped('product_get_tbc_file', {}, (data) => toEkycRegisteredInfo(data.result)),
    updateNotice: () =>
      readMapped('product_update_info_popup', {}, (data) => toSubscriberUpdateNotice(data.result)),
    token: () => readMapped('product_get_ekyc_token', {}, (data) => ({ tokenId: data.result.token_id })),
  };
}
