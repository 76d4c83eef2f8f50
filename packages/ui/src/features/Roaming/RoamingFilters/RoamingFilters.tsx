import { useTranslation } from 'react-i18next';
import type { PriceOrder, RoamingCountry, RoamingCycle, RoamingFilter } from '@selfcare/domain';
import { PRICE_ORDERS } from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { Select } from '../../../components/Select/Select';
import { CountryPicker } from '../CountryPicker/CountryPicker';
import * as shared from '../private/shared.css';
import * as styles from './RoamingFilters.css';

/** ENT-65: the filter of the roaming list, with country ids and cycles as text. */
export type RoamingListFilter = RoamingFilter<string, string>;

export interface RoamingFiltersProps {
  countries: readonly RoamingCountry[];
  favourites?: readonly RoamingCountry[];
  /** ROAM-023: listCycle. */
  cycles: readonly RoamingCycle[];
  filter: RoamingListFilter;
  onFilterChange: (filter: RoamingListFilter) => void;
}

const priceLabelKeys = { none: 'priceNone', asc: 'priceAsc', desc: 'priceDesc' } as const satisfies Record<
  PriceOrder,
  string
>;

const isPriceOrder = (value: string): value is PriceOrder =>
  (PRICE_ORDERS as readonly string[]).includes(value);

/** ROAM-021 … ROAM-032: countries (search), billing cycles (any of) and the price order. */
export function RoamingFilters({
  countries,
  favourites,
  cycles,
  filter,
  onFilterChange,
}: RoamingFiltersProps) {
  const { t } = useTranslation('ui');
  const toggleCycle = (cycle: string, on: boolean) =>
    onFilterChange({
      ...filter,
      cycles: on ? [...filter.cycles, cycle] : filter.cycles.filter((other) => other !== cycle),
    });
  const active = filter.countryIds.length > 0 || filter.cycles.length > 0 || filter.priceOrder !== 'none';
  return (
    <section className={shared.panel} aria-label={t('roaming.filters.title')}>
      <CountryPicker
        countries={countries}
        {...(favourites ? { favourites } : {})}
        selectedIds={filter.countryIds}
        onSelectedChange={(countryIds) => onFilterChange({ ...filter, countryIds })}
      />
      {cycles.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('roaming.filters.cycles')}</legend>
          <div className={shared.actions}>
            {cycles.map((cycle) => (
              <label key={cycle.cycle} className={shared.toggleChip}>
                <input
                  type="checkbox"
                  className={shared.nativeCheck}
                  checked={filter.cycles.includes(cycle.cycle)}
                  onChange={(event) => toggleCycle(cycle.cycle, event.target.checked)}
                />
                {cycle.description ?? cycle.cycle}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <Select
        label={t('roaming.filters.priceOrder')}
        value={filter.priceOrder}
        onValueChange={(value) => {
          if (isPriceOrder(value)) onFilterChange({ ...filter, priceOrder: value });
        }}
        options={PRICE_ORDERS.map((order) => ({
          value: order,
          label: t(`roaming.filters.${priceLabelKeys[order]}`),
        }))}
      />
      {active ? (
        <div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onFilterChange({ countryIds: [], cycles: [], priceOrder: 'none' })}
          >
            {t('roaming.filters.clear')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
