import {
  SIM_DELIVERY_METHODS,
  validateSimDelivery,
  type District,
  type Province,
  type SimDeliveryErrors,
  type SimDeliveryField,
  type SimDeliveryForm as SimDeliveryValues,
  type SimDeliveryMethod,
  type Store,
  type Ward,
} from '@selfcare/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Select } from '../../../components/Select/Select';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../private/sim.css';

/** The lists of the address cascade, each present once its parent is chosen. */
export interface SimDeliveryOptions {
  provinces?: readonly Province[] | undefined;
  districts?: readonly District[] | undefined;
  wards?: readonly Ward[] | undefined;
  stores?: readonly Store[] | undefined;
}

export interface SimDeliveryFormProps {
  options: SimDeliveryOptions;
  /** Tells the page which lists to load next (the cascade's choices so far). */
  onSelectionChange: (selection: SimDeliveryValues) => void;
  /** A complete delivery (domain validateSimDelivery). */
  onSubmit: (delivery: SimDeliveryValues) => void;
  pending?: boolean;
  failure?: string | undefined;
}

const empty: SimDeliveryValues = {
  method: 'home',
  provinceId: '',
  districtId: '',
  wardId: '',
  street: '',
  storeAddress: '',
};

/**
 * ACC-35: how the SIM reaches the subscriber: delivery to an address chosen through the cascade
 * (province, district, ward, then the street typed), or pickup at one of the province's stores.
 */
export function SimDeliveryForm({
  options,
  onSelectionChange,
  onSubmit,
  pending = false,
  failure,
}: SimDeliveryFormProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const [values, setValues] = useState<SimDeliveryValues>(empty);
  const [errors, setErrors] = useState<SimDeliveryErrors>({});

  const change = (next: Partial<SimDeliveryValues>) => {
    // A new parent empties the levels under it.
    const reset: Partial<SimDeliveryValues> =
      next.provinceId !== undefined
        ? { districtId: '', wardId: '', storeAddress: '' }
        : next.districtId !== undefined
          ? { wardId: '' }
          : {};
    const updated = { ...values, ...reset, ...next };
    setValues(updated);
    if (next.provinceId !== undefined || next.districtId !== undefined || next.method !== undefined)
      onSelectionChange(updated);
  };

  const messageOf = (field: SimDeliveryField) => {
    const error = errors[field];
    return error === undefined ? undefined : t(error);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSimDelivery(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onSubmit(checked.value);
  };

  const choices = <T extends { id: string; name: string }>(items: readonly T[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: item.name }));

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('sim.delivery.title')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('sim.delivery.method')}</legend>
          {SIM_DELIVERY_METHODS.map((method: SimDeliveryMethod) => (
            <label key={method} className={styles.choice}>
              <input
                type="radio"
                className={styles.radio}
                name="sim-delivery-method"
                value={method}
                checked={values.method === method}
                onChange={() => change({ method })}
              />
              {t(`sim.delivery.${method}`)}
            </label>
          ))}
        </fieldset>
        <Select
          label={t('sim.delivery.province')}
          placeholder={t('sim.delivery.choose')}
          options={choices(options.provinces)}
          value={values.provinceId}
          onValueChange={(provinceId) => change({ provinceId })}
          error={messageOf('provinceId')}
          required
        />
        {values.method === 'home' ? (
          <>
            <Select
              label={t('sim.delivery.district')}
              placeholder={t('sim.delivery.choose')}
              options={choices(options.districts)}
              value={values.districtId}
              onValueChange={(districtId) => change({ districtId })}
              disabled={values.provinceId === ''}
              error={messageOf('districtId')}
              required
            />
            <Select
              label={t('sim.delivery.ward')}
              placeholder={t('sim.delivery.choose')}
              options={choices(options.wards)}
              value={values.wardId}
              onValueChange={(wardId) => change({ wardId })}
              disabled={values.districtId === ''}
              error={messageOf('wardId')}
              required
            />
            <TextField
              label={t('sim.delivery.street')}
              autoComplete="address-line1"
              maxLength={200}
              value={values.street}
              onChange={(event) => change({ street: event.target.value })}
              error={messageOf('street')}
              required
            />
          </>
        ) : values.provinceId !== '' && options.stores !== undefined && options.stores.length === 0 ? (
          <p className={styles.notice}>{t('sim.delivery.noStores')}</p>
        ) : (
          <Select
            label={t('sim.delivery.stores')}
            placeholder={t('sim.delivery.choose')}
            options={(options.stores ?? []).map((store) => ({ value: store.address, label: store.address }))}
            value={values.storeAddress}
            onValueChange={(storeAddress) => change({ storeAddress })}
            disabled={values.provinceId === ''}
            error={messageOf('storeAddress')}
            required
          />
        )}
        {failure !== undefined ? (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            {t('sim.delivery.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
