/** Header search text rule (§5). */
import { MessageKey } from './messages';
import { fail, ok, type Result } from './result';

/**
 * VAL-25, VAL-26: blank text is ignored; otherwise the trimmed text with every space and '%' turned
 * into '+', ready for the trailing path segment of /tim-kiem.
 */
export function normaliseSearchText(raw: string): Result<string, typeof MessageKey.searchBlank> {
  const text = raw.trim();
  return text === '' ? fail(MessageKey.searchBlank) : ok(text.replace(/[\s%]/g, '+'));
}
