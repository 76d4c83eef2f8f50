import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BILLING_CYCLES,
  bonusMonths,
  chooseAddress,
  canChooseAddressLevel,
  composeAddress,
  missingOrderFields,
  validateOrderForm,
  validatePhoneField,
  type AddressLevel,
  type AddressSelection,
  type BillingCycle,
  type OrderField,
  type OrderForm as OrderFormValues,
} from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { PhoneField } from '../../../components/PhoneField/PhoneField';
import { Select } from '../../../components/Select/Select';
import { TextField } from '../../../components/TextField/TextField';
import * as paymentStyles from '../../../components/private/choice.css';
import * as styles from './OrderForm.css';

export interface AddressOption {
  readonly id: string;
  readonly name: string;
}

/** The loaded list of each address level; a level without a list is not loaded yet. */
export type AddressOptions = Partial<Record<AddressLevel, readonly AddressOption[]>>;

export interface OrderSubmission {
  readonly form: OrderFormValues;
  /** VAL-21: detail, street / hamlet / area, ward, district, province. */
  readonly composedAddress: string;
}

export interface OrderFormProps {
  /** The package being ordered (home internet or TV). */
  packageName: string;
  options: AddressOptions;
  /** Called after every cascade change (DOM-27): the owner loads the lists the new selection allows. */
  onAddressChange?: (selection: AddressSelection) => void;
  onSubmit: (order: OrderSubmission) => void;
  submitting?: boolean;
  /** Prefill, e.g. the signed-in number. */
  defaultContactNo?: string;
}

const levels: readonly AddressLevel[] = ['province', 'district', 'ward', 'street', 'hamlet', 'area'];
const idField: Record<AddressLevel, OrderField> = {
  province: 'provinceId',
  district: 'districtId',
  ward: 'precinctId',
  street: 'streetId',
  hamlet: 'hamletId',
  area: 'areaId',
};

/** PKG-34 ... PKG-47: contact, billing cycle with bonus months, and the province → district → ward → street/hamlet/area cascade. */
export function OrderForm({
  packageName,
  options,
  onAddressChange,
  onSubmit,
  submitting = false,
  defaultContactNo = '',
}: OrderFormProps) {
  const { t } = useTranslation('ui');
  const errorId = useId();
  const cycleName = useId();
  const [fullname, setFullname] = useState('');
  const [contactNo, setContactNo] = useState(defaultContactNo);
  const [note, setNote] = useState('');
  const [address, setAddress] = useState('');
  const [billingCycle, setBillingCycle] = useState<BillingCycle | undefined>(undefined);
  const [selection, setSelection] = useState<AddressSelection>({});
  const [submitted, setSubmitted] = useState(false);

  const values: OrderFormValues = {
    fullname,
    contactNo,
    note,
    address,
    billingCycle,
    provinceId: selection.province ?? '',
    districtId: selection.district ?? '',
    precinctId: selection.ward ?? '',
    streetId: selection.street ?? '',
    hamletId: selection.hamlet ?? '',
    areaId: selection.area ?? '',
  };
  const missing = new Set(submitted ? missingOrderFields(values) : []);
  const phoneCheck = validatePhoneField(contactNo);
  const phoneError = submitted && !phoneCheck.ok ? t(phoneCheck.error) : undefined;
  const outcome = validateOrderForm(values);
  const formError = submitted && !outcome.ok ? t(outcome.error) : undefined;
  const required = (field: OrderField) => (missing.has(field) ? t('IDS_FIELD_REQUIRED') : undefined);

  const nameOf = (level: AddressLevel) =>
    options[level]?.find((option) => option.id === selection[level])?.name;
  const composedAddress = composeAddress({
    address,
    street: nameOf('street'),
    hamlet: nameOf('hamlet'),
    area: nameOf('area'),
    ward: nameOf('ward') ?? '',
    district: nameOf('district') ?? '',
    province: nameOf('province') ?? '',
  });

  const choose = (level: AddressLevel, id: string) => {
    const next = chooseAddress(selection, level, id === '' ? undefined : id);
    if (next === selection) return;
    setSelection(next);
    onAddressChange?.(next);
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-describedby={formError ? errorId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (submitting || !outcome.ok || !phoneCheck.ok) return;
        onSubmit({ form: outcome.value, composedAddress });
      }}
    >
      <p className={styles.intro}>{t('order.form.intro', { name: packageName })}</p>
      <fieldset className={`${styles.fieldset} ${styles.columns}`}>
        <legend className={styles.legend}>{t('order.form.contactLegend')}</legend>
        <TextField
          label={t('order.form.fullname')}
          value={fullname}
          onChange={(event) => setFullname(event.target.value)}
          autoComplete="name"
          error={required('fullname')}
        />
        <PhoneField
          label={t('order.form.contactNo')}
          value={contactNo}
          onValueChange={setContactNo}
          error={phoneError}
        />
        <div className={styles.wide}>
          <TextField
            label={t('order.form.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={required('note')}
          />
        </div>
      </fieldset>
      <fieldset className={`${styles.fieldset} ${styles.columns}`}>
        <legend className={styles.legend}>{t('order.form.addressLegend')}</legend>
        {levels.map((level) => (
          <Select
            key={level}
            label={t(`order.form.${level}`)}
            placeholder={t('order.form.choose')}
            options={(options[level] ?? []).map((option) => ({ value: option.id, label: option.name }))}
            value={selection[level] ?? ''}
            onValueChange={(id) => choose(level, id)}
            disabled={!canChooseAddressLevel(selection, level) || (options[level] ?? []).length === 0}
            optional={level === 'street' || level === 'hamlet' || level === 'area'}
            hint={level === 'street' ? t('order.form.streetHint') : undefined}
            error={required(idField[level])}
          />
        ))}
        <div className={styles.wide}>
          <TextField
            label={t('order.form.address')}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            autoComplete="street-address"
            error={required('address')}
          />
        </div>
        {composedAddress !== '' ? (
          <p className={`${styles.summary} ${styles.wide}`}>
            {t('order.form.composed', { address: composedAddress })}
          </p>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('order.form.cycleLegend')}</legend>
        <div className={styles.cycles}>
          {BILLING_CYCLES.map((cycle) => {
            const bonus = bonusMonths(cycle, 'app');
            return (
              <label key={cycle} className={paymentStyles.option}>
                <input
                  className={paymentStyles.radio}
                  type="radio"
                  name={cycleName}
                  value={cycle}
                  checked={billingCycle === cycle}
                  onChange={() => setBillingCycle(cycle)}
                />
                <span>
                  {bonus > 0
                    ? t('order.form.cycleBonus', { count: cycle, bonus })
                    : t('order.form.cycleMonths', { count: cycle })}
                </span>
              </label>
            );
          })}
        </div>
        {missing.has('billingCycle') ? (
          <p className={paymentStyles.error}>{t('IDS_FIELD_REQUIRED')}</p>
        ) : null}
      </fieldset>
      {formError ? (
        <p id={errorId} className={styles.error} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={submitting}>
          {t('order.form.submit')}
        </Button>
      </div>
    </form>
  );
}
