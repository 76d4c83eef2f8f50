/** Text folding shared by the searches: Vietnamese accents and case do not matter (§5). */

const COMBINING_MARKS = /\p{M}/gu;

/** VAL-38: lower case without diacritics; đ / Đ become d (NFD does not decompose them). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').replace(/[đĐ]/g, 'd').toLowerCase();
}
