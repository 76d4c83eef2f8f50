/** Byte quantity display rule (§9): KB, MB or GB with one decimal. */
import { numberFormat } from './number-format';

/** CONST-38: the units a quantity is shown in (binary steps of 1024). */
export const BYTE_UNITS = ['KB', 'MB', 'GB'] as const;
/** CONST-38: one of the display units. */
export type ByteUnit = (typeof BYTE_UNITS)[number];

const STEP = 1024;
const roundOneDecimal = (n: number) => Math.round(n * 10) / 10;

/** CONST-38: the largest unit whose rounded value is at least 1 (KB for small values, GB at most). */
export function splitBytes(bytes: number): { readonly value: number; readonly unit: ByteUnit } {
  let value = Math.max(0, Number.isFinite(bytes) ? bytes : 0) / STEP;
  let index = 0;
  while (index < BYTE_UNITS.length - 1 && roundOneDecimal(value) >= STEP) {
    value /= STEP;
    index += 1;
  }
  return { value: roundOneDecimal(value), unit: BYTE_UNITS[index] ?? 'KB' };
}

/** CONST-38: bytes as text with one decimal in the locale's format ('vi': '1,5 MB'). */
export function formatBytes(bytes: number, locale: string): string {
  const { value, unit } = splitBytes(bytes);
  return `${numberFormat(locale, 'oneDecimal', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)} ${unit}`;
}

/** CONST-38: a quantity given in MB (family data, ACC-09) shown by the same rule. */
export function formatMegabytes(megabytes: number, locale: string): string {
  return formatBytes(megabytes * STEP * STEP, locale);
}
