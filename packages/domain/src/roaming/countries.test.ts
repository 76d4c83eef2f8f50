import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from '../text';
import { clampCountryQuery, groupCountriesByLetter, OTHER_LETTER, searchCountries } from './countries';

const countries = [
  { id: 1, name: 'Hàn Quốc' },
  { id: 2, name: 'Đức' },
  { id: 3, name: 'Ấn Độ' },
  { id: 4, name: 'Anh' },
  { id: 5, name: 'Hà Lan' },
  { id: 6, name: 'Úc' },
  { id: 7, name: '(Khác)' },
];

describe('country search', () => {
  it('VAL-37 CONST-67 keeps at most 50 characters', () => {
    expect(clampCountryQuery('x'.repeat(60))).toHaveLength(50);
  });

  it('VAL-38 ignores accents and case, đ included', () => {
    expect(searchCountries(countries, 'han').map((c) => c.id)).toEqual([1]);
    expect(searchCountries(countries, 'DUC').map((c) => c.id)).toEqual([2]);
    expect(searchCountries(countries, 'đức').map((c) => c.id)).toEqual([2]);
    expect(searchCountries(countries, 'ha').map((c) => c.id)).toEqual([1, 5, 7]);
    expect(searchCountries(countries, '  ')).toHaveLength(countries.length);
  });

  it('VAL-36 matches on the current text, with no keystroke lag', () => {
    expect(searchCountries(countries, 'An').map((c) => c.id)).toEqual([1, 3, 4, 5]);
    expect(searchCountries(countries, 'Anh').map((c) => c.id)).toEqual([4]);
  });

  it('VAL-38 every result matches and no matching country is dropped (property)', () => {
    const name = fc.constantFrom('Hàn Quốc', 'Đức', 'Nhật Bản', 'Thái Lan', 'Ấn Độ', 'Úc', 'Pháp', 'Mỹ');
    const list = fc.array(fc.record({ id: fc.nat(), name: name }), { maxLength: 20 });
    fc.assert(
      fc.property(list, fc.string({ maxLength: 4 }), (all, query) => {
        const found = searchCountries(all, query);
        const needle = foldText(query.trim());
        expect(found).toEqual(all.filter((c) => foldText(c.name).includes(needle)));
      }),
    );
  });
});

describe('country groups', () => {
  it('VAL-43 groups by the first accent-stripped letter, sorted, others last', () => {
    const groups = groupCountriesByLetter(countries);
    expect(groups.map((g) => g.letter)).toEqual(['A', 'D', 'H', 'U', OTHER_LETTER]);
    expect(groups[0]?.countries.map((c) => c.name)).toEqual(['Ấn Độ', 'Anh']);
    expect(groups[2]?.countries.map((c) => c.name)).toEqual(['Hà Lan', 'Hàn Quốc']);
  });

  it('VAL-43 keeps every country once, each in its letter, letters and names in order (property)', () => {
    const list = fc.array(fc.record({ name: fc.string({ maxLength: 6 }) }), { maxLength: 30 });
    fc.assert(
      fc.property(list, (all) => {
        const groups = groupCountriesByLetter(all);
        expect(groups.flatMap((g) => g.countries)).toHaveLength(all.length);
        const letters = groups.map((g) => g.letter).filter((l) => l !== OTHER_LETTER);
        expect(letters).toEqual([...letters].sort());
        expect(new Set(groups.map((g) => g.letter)).size).toBe(groups.length);
        for (const group of groups) {
          const folded = group.countries.map((c) => foldText(c.name).trim());
          expect(folded).toEqual([...folded].sort());
          if (group.letter !== OTHER_LETTER) {
            for (const name of folded) expect(name.charAt(0).toUpperCase()).toBe(group.letter);
          }
        }
      }),
    );
  });
});
