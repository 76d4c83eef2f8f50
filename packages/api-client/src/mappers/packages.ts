import type { PackageSummary } from '@selfcare/domain';
import type * as z from 'zod/mini';
import type { packageRecord } from '../contract';
import { optional } from './wire';

/** ENT-32: package card. */
export function toPackageSummary(record: z.output<typeof packageRecord>): PackageSummary {
  return {
    id: record.ID,
    name: record.NAME,
    code: record.CODE,
    imageUrl: optional(record.IMAGE_URL),
    price: record.PRICE,
    periodCode: optional(record.PERIOD),
    descriptionHtml: optional(record.DESCRIPTION),
    type: optional(record.TYPE),
    packageType: optional(record.PACKAGE_TYPE),
    statusPay: optional(record.STATUS_PAY),
    renewsOn: optional(record.RENEW_DATE),
  };
}
