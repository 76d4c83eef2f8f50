/** Linking service accounts (issue 17, ACC-74, ACC-75): the assumed lookup record to the domain's model. */
import { linkedServiceKindOf, linkedServiceStatusOf, type ServiceAccountInfo } from '@selfcare/domain';
import type * as z from 'zod/mini';
import type { serviceAccountInfoRecord } from '../contract';
import { optional } from './wire';

/** ACC-75: the owner's name stays masked as the operator sent it. */
export function toServiceAccountInfo(record: z.output<typeof serviceAccountInfoRecord>): ServiceAccountInfo {
  return {
    account: record.ACCOUNT,
    kind: linkedServiceKindOf(record.PRODUCT_LINE),
    ownerName: optional(record.OWNER_NAME),
    address: optional(record.ADDRESS),
    packageName: optional(record.PACKAGE_NAME),
    status: linkedServiceStatusOf(optional(record.STATUS)),
    linked: record.LINKED === 1,
  };
}
