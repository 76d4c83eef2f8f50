import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from './search';

describe('search text', () => {
  it('VAL-25 ignores empty or blank text', () => {
    expect(normaliseSearchText('')).toEqual({ ok: false, error: 'IDS_SEARCH_BLANK' });
    expect(normaliseSearchText(' \t ')).toEqual({ ok: false, error: 'IDS_SEARCH_BLANK' });
  });

  it('VAL-26 turns spaces and percent signs into plus', () => {
    expect(normaliseSearchText(' gói 50% data ')).toEqual({ ok: true, value: 'gói+50++data' });
  });

  it('VAL-25 VAL-26 keeps every other character in place and leaves no space or % (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const result = normaliseSearchText(raw);
        const trimmed = raw.trim();
        expect(result.ok).toBe(trimmed !== '');
        if (!result.ok) return;
        expect(result.value).not.toMatch(/[\s%]/);
        expect(result.value.length).toBe(trimmed.length);
        expect(normaliseSearchText(result.value)).toEqual(result); // idempotent
      }),
    );
  });
});
