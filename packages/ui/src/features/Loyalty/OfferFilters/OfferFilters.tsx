import { OFFER_SORTS, type LoyaltyArea, type OfferFilter, type OfferSort } from '@selfcare/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Select } from '../../../components/Select/Select';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from './OfferFilters.css';

/** Radix Select has no empty value: "every partner / area" is this one. */
const ALL = '__all';

export interface OfferFiltersProps {
  filter: OfferFilter;
  /** The partners of the category's offers (domain offerPartners). */
  partners: readonly string[];
  areas: readonly LoyaltyArea[];
  onChange: (filter: OfferFilter) => void;
  onReset: () => void;
}

const pointsOf = (text: string): number | undefined => {
  const digits = text.replace(/\D/g, '').slice(0, 9);
  return digits === '' ? undefined : Number(digits);
};

/** LOY-52: the points range, partner, area and order of a category's offers (the page keeps them in the address). */
export function OfferFilters({ filter, partners, areas, onChange, onReset }: OfferFiltersProps) {
  const { t } = useTranslation('ui');
  const choose = (value: string) => (value === ALL ? undefined : value);
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{t('loyaltyOffers.filters.label')}</legend>
      <TextField
        label={t('loyaltyOffers.filters.minPoints')}
        inputMode="numeric"
        autoComplete="off"
        value={filter.minPoints?.toString() ?? ''}
        onChange={(event) => onChange({ ...filter, minPoints: pointsOf(event.target.value) })}
      />
      <TextField
        label={t('loyaltyOffers.filters.maxPoints')}
        inputMode="numeric"
        autoComplete="off"
        value={filter.maxPoints?.toString() ?? ''}
        onChange={(event) => onChange({ ...filter, maxPoints: pointsOf(event.target.value) })}
      />
      <div className={styles.wide}>
        <Select
          label={t('loyaltyOffers.filters.partner')}
          value={filter.partner ?? ALL}
          options={[
            { value: ALL, label: t('loyaltyOffers.filters.allPartners') },
            ...partners.map((partner) => ({ value: partner, label: partner })),
          ]}
          onValueChange={(value) => onChange({ ...filter, partner: choose(value) })}
        />
      </div>
      <div className={styles.wide}>
        <Select
          label={t('loyaltyOffers.filters.area')}
          value={filter.area ?? ALL}
          options={[
            { value: ALL, label: t('loyaltyOffers.filters.allAreas') },
            ...areas.map((area) => ({ value: area.code, label: area.name })),
          ]}
          onValueChange={(value) => onChange({ ...filter, area: choose(value) })}
        />
      </div>
      <div className={styles.wide}>
        <Select
          label={t('loyaltyOffers.filters.sort')}
          value={filter.sort}
          options={OFFER_SORTS.map((sort) => ({
            value: sort,
            label: t(`loyaltyOffers.filters.sorts.${sort}`),
          }))}
          onValueChange={(value) => onChange({ ...filter, sort: value as OfferSort })}
        />
      </div>
      <Button variant="ghost" onClick={onReset} className={styles.wide}>
        {t('loyaltyOffers.filters.reset')}
      </Button>
    </fieldset>
  );
}
