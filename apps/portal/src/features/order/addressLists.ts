import type { AddressOption } from '@selfcare/ui';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/**
 * PKG-43 (UNSPEC fields): the hamlet and area lists are read as { <prefix>_ID, <prefix>_NAME }
 * records (AP for hamlets, KHU for areas, as the order body's ap_id / khu_id). The contract leaves
 * these results open, so they are read here; unknown entries are skipped.
 */
export function toAddressOptions(result: unknown, prefix: 'AP' | 'KHU'): AddressOption[] {
  if (!Array.isArray(result)) return [];
  return result.flatMap((entry: unknown) => {
    const record = (entry ?? {}) as Record<string, unknown>;
    const id = text(record[`${prefix}_ID`]);
    const name = text(record[`${prefix}_NAME`]);
    return id !== undefined && name !== undefined ? [{ id, name }] : [];
  });
}
