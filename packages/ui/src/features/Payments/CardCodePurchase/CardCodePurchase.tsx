import {
  CARD_CODE_MAX_QUANTITY,
  PAYMENT_AMOUNTS,
  cardCodeOrderTotal,
  formatPrice,
  validateCardCodeOrder,
  type CardCodeOrder,
  type FieldErrors,
  type PurchasedCardCode,
} from '@selfcare/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Select } from '../../../components/Select/Select';
import { ChoiceGroup } from '../private/ChoiceGroup';
import { PaymentAlert, type PaymentError } from '../private/PaymentAlert';
import * as styles from '../private/payments.css';

export interface CardCodePurchaseProps {
  /** The main balance the codes are paid from (absent while loading). */
  mainBalance?: number | undefined;
  onSubmit: (order: CardCodeOrder) => void;
  submitting?: boolean;
  /** The refusal of the last submit (ERR-40 insufficient balance …); the choice is kept. */
  error?: PaymentError | undefined;
  /** The codes of the purchase that went through, shown once. */
  purchased?: readonly PurchasedCardCode[] | undefined;
}

const quantities = Array.from({ length: CARD_CODE_MAX_QUANTITY }, (_, index) => String(index + 1));

/** Card codes (mua-ma-the): a value and 1 … 5 codes, paid from the main balance; the codes bought are listed. */
export function CardCodePurchase({
  mainBalance,
  onSubmit,
  submitting = false,
  error,
  purchased,
}: CardCodePurchaseProps) {
  const { t, i18n } = useTranslation('ui');
  const boughtId = useId();
  const [value, setValue] = useState<number | undefined>(undefined);
  const [quantity, setQuantity] = useState(1);
  const [errors, setErrors] = useState<FieldErrors<'value' | 'quantity'>>({});
  const price = (amount: number) => formatPrice(amount, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateCardCodeOrder({ value: value ?? 0, quantity });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onSubmit(checked.value);
  };

  return (
    <div className={styles.form}>
      <form className={styles.form} aria-label={t('payments.cardCodes.label')} onSubmit={submit} noValidate>
        {mainBalance !== undefined ? (
          <p className={styles.note}>{t('payments.balance', { amount: price(mainBalance) })}</p>
        ) : null}
        <ChoiceGroup<string>
          legend={t('payments.cardCodes.value')}
          layout="grid"
          choices={PAYMENT_AMOUNTS.map((amount) => ({ value: String(amount), label: price(amount) }))}
          value={value === undefined ? undefined : String(value)}
          onChange={(chosen) => setValue(Number(chosen))}
          error={errors.value ? t(errors.value) : undefined}
        />
        <Select
          label={t('payments.cardCodes.quantity')}
          options={quantities.map((count) => ({ value: count, label: count }))}
          value={String(quantity)}
          onValueChange={(count) => setQuantity(Number(count))}
          error={errors.quantity ? t(errors.quantity) : undefined}
        />
        {value !== undefined ? (
          <p className={styles.strong}>
            {t('payments.cardCodes.total', { amount: price(cardCodeOrderTotal({ value, quantity })) })}
          </p>
        ) : null}
        <p className={styles.note}>{t('payments.cardCodes.paidFrom')}</p>
        <PaymentAlert error={error} />
        <Button type="submit" loading={submitting}>
          {t('payments.cardCodes.submit')}
        </Button>
      </form>
      {purchased && purchased.length > 0 ? (
        <section aria-labelledby={boughtId}>
          <h2 id={boughtId} className={styles.strong}>
            {t('payments.cardCodes.bought')}
          </h2>
          <p className={styles.note}>{t('payments.cardCodes.boughtLead')}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {t('payments.cardCodes.value')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('payments.cardCodes.serial')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('payments.cardCodes.pin')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('payments.cardCodes.expires')}
                </th>
              </tr>
            </thead>
            <tbody>
              {purchased.map((card) => (
                <tr key={card.serial}>
                  <td className={styles.cell}>{price(card.value)}</td>
                  <td className={`${styles.cell} ${styles.code}`}>{card.serial}</td>
                  <td className={`${styles.cell} ${styles.code}`}>{card.pin}</td>
                  <td className={styles.cell}>{card.expiresOn ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
