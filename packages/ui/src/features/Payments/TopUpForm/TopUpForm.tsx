import {
  PAYMENT_AMOUNTS,
  formatPhoneDisplay,
  formatPrice,
  validateTopUp,
  type FieldErrors,
  type TopUp,
  type TopUpAllowance,
  type TopUpField,
  type TopUpMethod,
  type TopUpTarget,
} from '@selfcare/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { PhoneField } from '../../../components/PhoneField/PhoneField';
import { TextField } from '../../../components/TextField/TextField';
import { ChoiceGroup } from '../private/ChoiceGroup';
import { PaymentAlert, type PaymentError } from '../private/PaymentAlert';
import * as styles from '../private/payments.css';

export interface TopUpFormProps {
  /** The signed-in number (84 form): the default target. */
  ownMsisdn: string;
  /** API-079: the main balance and the other-number top-ups left today (absent while loading). */
  allowance?: TopUpAllowance | undefined;
  onSubmit: (topUp: TopUp) => void;
  submitting?: boolean;
  /** The refusal of the last submit (the form keeps what was typed). */
  error?: PaymentError | undefined;
  /** The last card top-up that went through. */
  credited?: { readonly amount: number; readonly targetMsisdn: string } | undefined;
}

/**
 * ACC-44, VAL-60: top up the own number or another one, by scratch card (serial and PIN) or through the
 * payment gateway (an offered amount). The domain rules are checked before anything is sent; the daily
 * limit for other numbers is the server's (its label shows through `error`).
 */
export function TopUpForm({
  ownMsisdn,
  allowance,
  onSubmit,
  submitting = false,
  error,
  credited,
}: TopUpFormProps) {
  const { t, i18n } = useTranslation('ui');
  const [target, setTarget] = useState<TopUpTarget>('self');
  const [otherNumber, setOtherNumber] = useState('');
  const [method, setMethod] = useState<TopUpMethod>('card');
  const [serial, setSerial] = useState('');
  const [pin, setPin] = useState('');
  const [amount, setAmount] = useState<number | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors<TopUpField>>({});
  const price = (value: number) => formatPrice(value, i18n.language);
  const fieldError = (field: TopUpField) => (errors[field] ? t(errors[field]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateTopUp({ target, ownMsisdn, otherNumber, method, serial, pin, amount });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onSubmit(checked.value);
  };

  return (
    <form className={styles.form} aria-label={t('payments.topUp.label')} onSubmit={submit} noValidate>
      {allowance ? (
        <p className={styles.note}>{t('payments.balance', { amount: price(allowance.mainBalance) })}</p>
      ) : null}
      <ChoiceGroup<TopUpTarget>
        legend={t('payments.topUp.target')}
        choices={[
          { value: 'self', label: t('payments.topUp.self', { msisdn: formatPhoneDisplay(ownMsisdn) }) },
          { value: 'other', label: t('payments.topUp.other') },
        ]}
        value={target}
        onChange={setTarget}
      />
      {target === 'other' ? (
        <>
          <PhoneField
            label={t('payments.topUp.otherNumber')}
            value={otherNumber}
            onValueChange={setOtherNumber}
            error={fieldError('otherNumber')}
          />
          {allowance ? (
            <p className={styles.note}>
              {t('payments.topUp.otherLeft', { count: allowance.otherTopUpsLeft })}
            </p>
          ) : null}
        </>
      ) : null}
      <ChoiceGroup<TopUpMethod>
        legend={t('payments.topUp.method')}
        choices={[
          { value: 'card', label: t('payments.topUp.card') },
          { value: 'gateway', label: t('payments.topUp.gateway') },
        ]}
        value={method}
        onChange={setMethod}
      />
      {method === 'card' ? (
        <>
          <TextField
            label={t('payments.topUp.serial')}
            value={serial}
            onChange={(event) => setSerial(event.target.value)}
            error={fieldError('serial')}
            autoComplete="off"
            autoCapitalize="characters"
          />
          <TextField
            label={t('payments.topUp.pin')}
            hint={t('payments.topUp.pinHint')}
            value={pin}
            onChange={(event) => setPin(event.target.value)}
            error={fieldError('pin')}
            autoComplete="off"
            inputMode="numeric"
          />
        </>
      ) : (
        <ChoiceGroup<string>
          legend={t('payments.topUp.amount')}
          layout="grid"
          choices={PAYMENT_AMOUNTS.map((value) => ({ value: String(value), label: price(value) }))}
          value={amount === undefined ? undefined : String(amount)}
          onChange={(value) => setAmount(Number(value))}
          error={fieldError('amount')}
        />
      )}
      <PaymentAlert error={error} />
      {credited ? (
        <p role="status" className={styles.done}>
          {t('payments.topUp.credited', {
            amount: price(credited.amount),
            msisdn: formatPhoneDisplay(credited.targetMsisdn),
          })}
        </p>
      ) : null}
      <Button type="submit" loading={submitting}>
        {method === 'card' ? t('payments.topUp.submitCard') : t('payments.topUp.submitGateway')}
      </Button>
    </form>
  );
}
