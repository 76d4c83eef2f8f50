import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './text';

describe('text folding', () => {
  it('VAL-38 drops Vietnamese accents and case, đ and Đ included', () => {
    expect(foldText('Đà Nẵng')).toBe('da nang');
    expect(foldText('HÀN QUỐC')).toBe('han quoc');
    expect(foldText('Thổ Nhĩ Kỳ')).toBe('tho nhi ky');
    expect(foldText('đđ')).toBe('dd');
  });

  it('VAL-38 folding is idempotent and leaves no combining marks (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = foldText(text);
        expect(foldText(once)).toBe(once);
        expect(once).not.toMatch(/\p{M}/u);
      }),
    );
  });
});
