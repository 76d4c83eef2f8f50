import { memo, useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cross2Icon } from '@radix-ui/react-icons';
import type { RoamingCountry } from '@selfcare/domain';
import {
  clampCountryQuery,
  COUNTRY_SEARCH_MAX_LENGTH,
  groupCountriesByLetter,
  nameIn,
  searchCountries,
} from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { TextField } from '../../../components/TextField/TextField';
import { cx } from '../../../lib/cx';
import * as shared from '../private/shared.css';
import * as styles from './CountryPicker.css';

export interface CountryPickerProps {
  /** Every country (getListNational), with both names: shown in the reader's language, searched in both. */
  countries: readonly RoamingCountry[];
  /** ROAM-022: listFavariteCountry, offered as quick picks above the search. */
  favourites?: readonly RoamingCountry[];
  selectedIds: readonly string[];
  onSelectedChange: (ids: string[]) => void;
}

/**
 * ROAM-021, ROAM-025, ROAM-026, ROAM-031: a country multi-choice with an accent-insensitive search (max 50)
 * over letter groups. Names show in the catalogue's language and the groups follow them; the search matches
 * the Vietnamese and the English name alike (issue 24: 'Thailand' finds Thái Lan). The search text is local state, so a keystroke re-renders only this picker; the groups
 * are built once per country list and a keystroke only hides what does not match, in a deferred render that
 * never holds up the typed character (issue 9: under 100 ms per keystroke with 200 countries at 4x slowdown).
 */
export function CountryPicker({
  countries,
  favourites = [],
  selectedIds,
  onSelectedChange,
}: CountryPickerProps) {
  const { t, i18n } = useTranslation('ui');
  const { language } = i18n;
  const [query, setQuery] = useState('');
  const shownQuery = useDeferredValue(query);
  const groups = useMemo(() => groupCountriesByLetter(countries, language), [countries, language]);
  const matching = useMemo(
    () => new Set(searchCountries(countries, shownQuery).map((country) => country.id)),
    [countries, shownQuery],
  );
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const byId = useMemo(() => new Map(countries.map((country) => [country.id, country])), [countries]);
  // Stable between keystrokes, so the memoised option lists skip the render that only echoes the typed text.
  const toggle = useCallback(
    (id: string, on: boolean) =>
      onSelectedChange(
        on
          ? [...selectedIds.filter((other) => other !== id), id]
          : selectedIds.filter((other) => other !== id),
      ),
    [selectedIds, onSelectedChange],
  );
  const labelId = useId();
  const listId = useId();
  // Issue 24: on phones the letter groups (every country) stay folded until asked for or searched, so the
  // package list below starts near the top of the page.
  const [showAll, setShowAll] = useState(false);
  // Follows the deferred text, as the groups do: the keystroke that starts a search only echoes its character,
  // and unfolding the groups and dropping the disclosure come with the filtered list (ROAM-026).
  const searching = shownQuery.trim() !== '';

  return (
    <div className={shared.stack} role="group" aria-labelledby={labelId}>
      <h3 id={labelId} className={shared.sectionTitle}>
        {t('roaming.countries.label')}
      </h3>
      {selectedIds.length > 0 ? (
        <ul className={shared.chipList} aria-label={t('roaming.countries.selected')}>
          {selectedIds.map((id) => {
            const country = byId.get(id);
            const name = country ? nameIn(country.name, language) : id;
            return (
              <li key={id} className={shared.chip}>
                {name}
                <button
                  type="button"
                  className={styles.removeButton}
                  aria-label={t('roaming.countries.remove', { name })}
                  onClick={() => toggle(id, false)}
                >
                  <Cross2Icon aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {favourites.length > 0 ? (
        <div className={shared.stack}>
          <p className={shared.muted}>{t('roaming.countries.favourites')}</p>
          <CountryOptions
            countries={favourites}
            language={language}
            selected={selected}
            onToggle={toggle}
            namePrefix="favourite"
          />
        </div>
      ) : null}
      <TextField
        label={t('roaming.countries.search')}
        hint={t('roaming.countries.searchHint')}
        type="search"
        autoComplete="off"
        maxLength={COUNTRY_SEARCH_MAX_LENGTH}
        value={query}
        onChange={(event) => setQuery(clampCountryQuery(event.target.value))}
      />
      <div
        id={listId}
        className={styles.groups}
        data-folded={!showAll && !searching}
        data-testid="country-groups"
        data-query={shownQuery}
      >
        {matching.size === 0 ? <p className={shared.muted}>{t('roaming.countries.none')}</p> : null}
        {groups.map((group) => (
          <fieldset
            key={group.letter}
            className={styles.group}
            hidden={!group.countries.some((country) => matching.has(country.id))}
          >
            <legend className={styles.letter}>{group.letter}</legend>
            <CountryOptions
              countries={group.countries}
              language={language}
              shown={matching}
              selected={selected}
              onToggle={toggle}
              namePrefix="country"
            />
          </fieldset>
        ))}
      </div>
      {searching ? null : (
        <div className={styles.disclosure}>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showAll}
            aria-controls={listId}
            onClick={() => setShowAll(!showAll)}
          >
            {showAll
              ? t('roaming.countries.hideAll')
              : t('roaming.countries.showAll', { count: countries.length })}
          </Button>
        </div>
      )}
    </div>
  );
}

interface CountryOptionsProps {
  countries: readonly RoamingCountry[];
  /** The catalogue's language: a change re-renders the names. */
  language: string;
  /** Ids left by the search; the others stay rendered but hidden. All are shown without it. */
  shown?: ReadonlySet<string>;
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  namePrefix: string;
}

/** Native checkboxes: the full list holds about 200 of them and must stay fast at every keystroke. */
const CountryOptions = memo(function CountryOptions({
  countries,
  language,
  shown,
  selected,
  onToggle,
  namePrefix,
}: CountryOptionsProps) {
  return (
    <div className={styles.options}>
      {countries.map((country) => (
        <label
          key={country.id}
          className={cx(shared.toggleChip, styles.hideable)}
          hidden={shown ? !shown.has(country.id) : undefined}
        >
          <input
            type="checkbox"
            className={shared.nativeCheck}
            name={`${namePrefix}-${country.id}`}
            checked={selected.has(country.id)}
            onChange={(event) => onToggle(country.id, event.target.checked)}
          />
          {nameIn(country.name, language)}
        </label>
      ))}
    </div>
  );
});
