/** Roaming country search and grouping (§5, §9). */
import { COUNTRY_SEARCH_MAX_LENGTH } from '../constants';
import { foldText } from '../text';

/** The part of a country these rules read (RoamingCountry fits: name is nameVn). */
export interface NamedCountry {
  readonly name: string;
}

/** VAL-37, CONST-67: the country search box keeps at most 50 characters. */
export function clampCountryQuery(raw: string): string {
  return raw.slice(0, COUNTRY_SEARCH_MAX_LENGTH);
}

/**
 * VAL-37, VAL-38: countries whose name contains the query, ignoring accents and case; a blank query
 * keeps all. Matches the current text (VAL-36 decision: no one-keystroke lag).
 */
export function searchCountries<C extends NamedCountry>(countries: readonly C[], query: string): C[] {
  const needle = foldText(clampCountryQuery(query).trim());
  if (needle === '') return [...countries];
  return countries.filter((country) => foldText(country.name).includes(needle));
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
 * VAL-43: countries grouped by the first letter of the accent-stripped name (upper case), groups in
 * letter order with '#' last, countries sorted by folded name inside a group (ties by original name).
 */
export function groupCountriesByLetter<C extends NamedCountry>(countries: readonly C[]): CountryGroup<C>[] {
  const keyed = countries.map((country) => ({ country, folded: foldText(country.name).trim() }));
  keyed.sort((a, b) => compareText(a.folded, b.folded) || compareText(a.country.name, b.country.name));
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
