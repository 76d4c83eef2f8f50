import type { ApiError } from '@selfcare/api-client';
import { linkRefusals, type LinkRefusalCode } from '@selfcare/api-client/contract';

const refusalByCode = new Map<string, LinkRefusalCode>(
  Object.entries(linkRefusals).map(([refusal, code]) => [code, refusal as LinkRefusalCode]),
);

/** Which of the linking rows' own refusals an error is (explained in the reader's language), if any. */
export function linkRefusalOf(error: ApiError | undefined): LinkRefusalCode | undefined {
  return error?.kind === 'business' ? refusalByCode.get(error.code) : undefined;
}
