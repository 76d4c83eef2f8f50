/** Roaming country search and grouping (§5, §9). */
import { COUNTRY_SEARCH_MAX_LENGTH } from '../constants';
import { nameIn, type LocalizedName } from '../localized';
import { foldText } from '../text';

/** The part of a country these rules read (RoamingCountry fits): its Vietnamese and, when sent, English name. */
export interface NamedCountry {
  readonly name: LocalizedName;
}

/** VAL-37, CONST-67: the country search box keeps at most 50 characters. */
export function clampCountryQuery(raw: string): string {
  return raw.slice(0, COUNTRY_SEARCH_MAX_LENGTH);
}

/** VAL-38 (issue 24): a folded needle is found in either name, whichever language the page is in. */
function eitherNameContains(name: LocalizedName, needle: string): boolean {
  return foldText(name.vi).includes(needle) || (name.en !== undefined && foldText(name.en).includes(needle));
}

/**
 * VAL-37, VAL-38: countries whose Vietnamese or English name contains the query, ignoring accents and case,
 * so 'Thailand' and 'thai lan' both find Thái Lan in either language (issue 24); a blank query keeps all.
 * Matches the current text (VAL-36 decision: no one-keystroke lag).
 */
export function searchCountries<C extends NamedCountry>(countries: readonly C[], query: string): C[] {
  const needle = foldText(clampCountryQuery(query).trim());
  if (needle === '') return [...countries];
  return countries.filter((country) => eitherNameContains(country.name, needle));
}

/** One letter section of the country picker. */
export interface CountryGroup<C> {
  readonly letter: string;
  readonly countries: readonly C[];
}

/** Section of names that do not start with a letter a–z. */
export const OTHER_LETTER = '#';

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * VAL-43: countries grouped by the first letter of the accent-stripped name shown in `language` (an i18n code
 * such as 'vi' or 'en-US', read by `nameIn`), upper case; groups in letter order with '#' last, countries sorted
 * by that folded name inside a group (ties by the shown name).
 */
export function groupCountriesByLetter<C extends NamedCountry>(
  countries: readonly C[],
  language: string,
): CountryGroup<C>[] {
  const keyed = countries.map((country) => {
    const shown = nameIn(country.name, language);
    return { country, shown, folded: foldText(shown).trim() };
  });
  keyed.sort((a, b) => compareText(a.folded, b.folded) || compareText(a.shown, b.shown));
  const groups = new Map<string, C[]>();
  for (const { country, folded } of keyed) {
    const first = folded.charAt(0);
    const letter = first >= 'a' && first <= 'z' ? first.toUpperCase() : OTHER_LETTER;
    const group = groups.get(letter);
    if (group) group.push(country);
    else groups.set(letter, [country]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === OTHER_LETTER ? 1 : b === OTHER_LETTER ? -1 : compareText(a, b)))
    .map(([letter, members]) => ({ letter, countries: members }));
}
