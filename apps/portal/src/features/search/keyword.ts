import { normaliseSearchText } from '@selfcare/domain';

/**
 * VAL-25, VAL-26, SRCH-05: the text of /tim-kiem/{text} under the header box's own rule, and the
 * `keyword` sent for it ('+' back to spaces); undefined when nothing is left to search.
 */
export function searchOf(text: string): { searchText: string; keyword: string } | undefined {
  const normalised = normaliseSearchText(text);
  return normalised.ok
    ? { searchText: normalised.value, keyword: normalised.value.replace(/\+/g, ' ') }
    : undefined;
}
