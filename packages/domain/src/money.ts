/** Money display rules (§5): Vietnamese number format with a 'đ' suffix; a fee of 0 is free. */
import { formatWholeNumber } from './number-format';

/** VAL-45: an amount in dong with the locale's grouping and a 'đ' suffix ('vi' gives '50.000đ'). */
export function formatPrice(amount: number, locale: string): string {
  return `${formatWholeNumber(amount, locale)}đ`;
}

/** A fee as the ui shows it: the free label (text from i18n) or the formatted amount. */
export type FeeDisplay = { readonly kind: 'free' } | { readonly kind: 'amount'; readonly text: string };

/** VAL-46: a fee of 0 shows the 'Miễn phí' label (i18n); any other fee is a formatted price. */
export function formatFee(amount: number, locale: string): FeeDisplay {
  return amount === 0 ? { kind: 'free' } : { kind: 'amount', text: formatPrice(amount, locale) };
}
