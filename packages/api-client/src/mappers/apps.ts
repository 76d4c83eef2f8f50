import type { OperatorApp } from '@selfcare/domain';
import type * as z from 'zod/mini';
import type { appLinkRecord } from '../contract/location';
import { optional } from './wire';

/** ENT-52, API-129: the operator's apps; a record without an Android package names no app and is left out. */
export function toOperatorApps(records: readonly z.output<typeof appLinkRecord>[]): OperatorApp[] {
  return records.flatMap((record) => {
    const androidPackage = optional(record.android_package);
    if (androidPackage === undefined) return [];
    return [{ name: optional(record.name), androidPackage, iosAppId: optional(record.ios_app_id) }];
  });
}
