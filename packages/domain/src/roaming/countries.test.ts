import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameIn, type LocalizedName } from '../localized';
import { foldText } from '../text';
import { clampCountryQuery, groupCountriesByLetter, OTHER_LETTER, searchCountries } from './countries';

const country = (id: number, vi: string, en?: string) => ({ id, name: { vi, en } });

const countries = [
  country(1, 'Hàn Quốc', 'South Korea'),
  country(2, 'Đức', 'Germany'),
  country(3, 'Ấn Độ', 'India'),
  country(4, 'Anh', 'United Kingdom'),
  country(5, 'Hà Lan', 'Netherlands'),
  country(6, 'Úc', 'Australia'),
  country(7, '(Khác)'),
  country(8, 'Thái Lan', 'Thailand'),
];

const ids = (found: readonly { id: number }[]) => found.map((c) => c.id);

describe('country search', () => {
  it('VAL-37 CONST-67 keeps at most 50 characters', () => {
    expect(clampCountryQuery('x'.repeat(60))).toHaveLength(50);
  });

  it('VAL-38 ignores accents and case, đ included', () => {
    expect(ids(searchCountries(countries, 'han'))).toEqual([1]);
    expect(ids(searchCountries(countries, 'DUC'))).toEqual([2]);
    expect(ids(searchCountries(countries, 'đức'))).toEqual([2]);
    expect(ids(searchCountries(countries, 'ha'))).toEqual([1, 5, 7, 8]);
    expect(searchCountries(countries, '  ')).toHaveLength(countries.length);
  });

  it('VAL-38 matches the English name too: "Thailand" and "Thai Lan" both find Thái Lan (issue 24)', () => {
    expect(ids(searchCountries(countries, 'Thailand'))).toEqual([8]);
    expect(ids(searchCountries(countries, 'thai lan'))).toEqual([8]);
    expect(ids(searchCountries(countries, 'Thai Lan'))).toEqual([8]);
    expect(ids(searchCountries(countries, 'germ'))).toEqual([2]);
    // 'lan' is in Hà Lan, Thái Lan and (English) Netherlands, Thailand.
    expect(ids(searchCountries(countries, 'LAN'))).toEqual([5, 8]);
    expect(ids(searchCountries(countries, 'kingdom'))).toEqual([4]);
  });

  it('VAL-36 matches on the current text, with no keystroke lag', () => {
    // 'an' is in Germany too.
    expect(ids(searchCountries(countries, 'An'))).toEqual([1, 2, 3, 4, 5, 8]);
    expect(ids(searchCountries(countries, 'Anh'))).toEqual([4]);
  });

  const names = fc.constantFrom<LocalizedName>(
    { vi: 'Hàn Quốc', en: 'South Korea' },
    { vi: 'Đức', en: 'Germany' },
    { vi: 'Nhật Bản', en: 'Japan' },
    { vi: 'Thái Lan', en: 'Thailand' },
    { vi: 'Ấn Độ', en: 'India' },
    { vi: 'Úc', en: undefined },
    { vi: 'Pháp', en: 'France' },
    { vi: 'Mỹ', en: ' ' },
  );
  const countryList = fc.array(fc.record({ id: fc.nat(), name: names }), { maxLength: 20 });

  it('VAL-38 every result matches a name and no country matching either name is dropped (property)', () => {
    fc.assert(
      fc.property(countryList, fc.string({ maxLength: 4 }), (all, query) => {
        const needle = foldText(query.trim());
        const inName = (text: string | undefined) => text !== undefined && foldText(text).includes(needle);
        expect(searchCountries(all, query)).toEqual(
          all.filter((c) => inName(c.name.vi) || inName(c.name.en)),
        );
      }),
    );
  });

  it('VAL-38 a country is found by its name in either language, typed without accents in any case (property)', () => {
    fc.assert(
      fc.property(countryList, fc.nat(), fc.boolean(), fc.boolean(), (all, pick, english, upper) => {
        const target = all[pick % Math.max(all.length, 1)];
        if (!target) return;
        const typed = foldText(english ? nameIn(target.name, 'en-US') : target.name.vi);
        expect(searchCountries(all, upper ? typed.toUpperCase() : typed)).toContain(target);
      }),
    );
  });
});

describe('country groups', () => {
  it('VAL-43 groups by the first accent-stripped letter of the Vietnamese name, sorted, others last', () => {
    const groups = groupCountriesByLetter(countries, 'vi');
    expect(groups.map((g) => g.letter)).toEqual(['A', 'D', 'H', 'T', 'U', OTHER_LETTER]);
    expect(groups[0]?.countries.map((c) => c.name.vi)).toEqual(['Ấn Độ', 'Anh']);
    expect(groups[2]?.countries.map((c) => c.name.vi)).toEqual(['Hà Lan', 'Hàn Quốc']);
  });

  it('VAL-43 groups and sorts by the English name in English, the Vietnamese one where none was sent (issue 24)', () => {
    const groups = groupCountriesByLetter(countries, 'en-US');
    expect(groups.map((g) => g.letter)).toEqual(['A', 'G', 'I', 'N', 'S', 'T', 'U', OTHER_LETTER]);
    const shown = (letter: string) =>
      groups.find((g) => g.letter === letter)?.countries.map((c) => nameIn(c.name, 'en-US'));
    expect(shown('T')).toEqual(['Thailand']);
    expect(shown('G')).toEqual(['Germany']);
    expect(shown(OTHER_LETTER)).toEqual(['(Khác)']);
  });

  const localized = fc.record({
    vi: fc.string({ maxLength: 6 }),
    en: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
  });

  it('VAL-43 keeps every country once, each in the letter of its shown name, letters and names in order (property)', () => {
    const list = fc.array(fc.record({ name: localized }), { maxLength: 30 });
    fc.assert(
      fc.property(list, fc.constantFrom('vi', 'en-US'), (all, language) => {
        const groups = groupCountriesByLetter(all, language);
        expect(groups.flatMap((g) => g.countries)).toHaveLength(all.length);
        const letters = groups.map((g) => g.letter).filter((l) => l !== OTHER_LETTER);
        expect(letters).toEqual([...letters].sort());
        expect(new Set(groups.map((g) => g.letter)).size).toBe(groups.length);
        for (const group of groups) {
          const folded = group.countries.map((c) => foldText(nameIn(c.name, language)).trim());
          expect(folded).toEqual([...folded].sort());
          if (group.letter !== OTHER_LETTER) {
            for (const name of folded) expect(name.charAt(0).toUpperCase()).toBe(group.letter);
          }
        }
      }),
    );
  });
});
