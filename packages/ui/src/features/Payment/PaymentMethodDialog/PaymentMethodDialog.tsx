import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  banksForCardMethod,
  formatPrice,
  needsAgreement,
  needsBank,
  openPaymentDialog,
  paymentDialogReducer,
  type CardBank,
  type PackageSummary,
  type PaymentDialogEvent,
  type PaymentDialogState,
  type PaymentMethod,
} from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { Dialog } from '../../../components/Dialog/Dialog';
import { BankPicker } from '../BankPicker/BankPicker';
import * as choiceStyles from '../../../components/private/choice.css';
import * as styles from './PaymentMethodDialog.css';

export interface PaymentChoiceMade {
  method: PaymentMethod;
  /** The bank code for card methods (DOM-29). */
  bankCode: string | undefined;
}

export interface PaymentMethodDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pkg: Pick<PackageSummary, 'name' | 'price' | 'statusPay'>;
  /** The banks.jsp list (both kinds); the dialog shows the ones of the chosen card method (PKG-22). */
  banks: readonly CardBank[];
  banksLoading?: boolean;
  /** A translated message when the bank list failed. */
  banksError?: string;
  /** Called once the choice is complete; the owner pays and closes the dialog. */
  onConfirm: (choice: PaymentChoiceMade) => void;
  submitting?: boolean;
  termsHref: string;
  privacyHref: string;
}

type OpenState = Exclude<PaymentDialogState, { step: 'confirmed' }>;

/** PKG-16 ... PKG-22: step 1 chooses a method (wallet and cards only when STATUS_PAY is 1), step 2 a bank. */
export function PaymentMethodDialog({ open, onOpenChange, pkg, ...rest }: PaymentMethodDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('payment.dialog.title')} size="md">
      {/* Keyed by the package so that every opening starts at step 1 with nothing chosen. */}
      {open ? <PaymentSteps key={pkg.name} pkg={pkg} {...rest} /> : null}
    </Dialog>
  );
}

function PaymentSteps({
  pkg,
  banks,
  banksLoading = false,
  banksError,
  onConfirm,
  submitting = false,
  termsHref,
  privacyHref,
}: Omit<PaymentMethodDialogProps, 'open' | 'onOpenChange'>) {
  const { t, i18n } = useTranslation('ui');
  const [state, setState] = useState<OpenState>(() => openPaymentDialog(pkg.statusPay) as OpenState);
  const radioName = useId();
  const errorId = useId();

  const dispatch = (event: PaymentDialogEvent) => {
    const next = paymentDialogReducer(state, event);
    if (next.step === 'confirmed') onConfirm({ method: next.method, bankCode: next.bankCode });
    else setState(next);
  };
  const error = state.error ? t(state.error) : undefined;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!submitting) dispatch({ type: 'continued' });
      }}
    >
      <p className={styles.summary}>
        {t('payment.dialog.summary', { name: pkg.name, price: formatPrice(pkg.price, i18n.language) })}
      </p>
      {state.step === 1 ? (
        <>
          <fieldset className={choiceStyles.fieldset} aria-describedby={state.error ? errorId : undefined}>
            <legend className={choiceStyles.legend}>{t('payment.dialog.methodLegend')}</legend>
            {state.available.map((method) => (
              <label key={method} className={choiceStyles.option}>
                <input
                  className={choiceStyles.radio}
                  type="radio"
                  name={radioName}
                  value={method}
                  checked={state.method === method}
                  onChange={() => dispatch({ type: 'methodChosen', method })}
                />
                {/* The method's name is direct text of the row, so the label names its radio (jsx-a11y). */}
                <span className={styles.optionText}>
                  {t(`payment.method.${method}`)}
                  <span className={choiceStyles.hint}>{t(`payment.methodHint.${method}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {state.method !== undefined && needsAgreement(state.method) ? (
            <Checkbox
              checked={state.agreed}
              onCheckedChange={(agreed) => dispatch({ type: 'agreementToggled', agreed })}
              label={
                <>
                  {t('payment.dialog.agreementBefore')}
                  <a className={styles.link} href={termsHref} target="_blank" rel="noopener noreferrer">
                    {t('payment.dialog.terms')}
                  </a>
                  {t('payment.dialog.agreementMiddle')}
                  <a className={styles.link} href={privacyHref} target="_blank" rel="noopener noreferrer">
                    {t('payment.dialog.privacy')}
                  </a>
                  {t('payment.dialog.agreementAfter')}
                </>
              }
            />
          ) : null}
          {error ? (
            <p id={errorId} className={choiceStyles.error} role="alert">
              {error}
            </p>
          ) : null}
        </>
      ) : (
        <BankPicker
          banks={banksForCardMethod(banks, state.method)}
          value={state.bankCode}
          onChange={(bankCode) => dispatch({ type: 'bankChosen', bankCode })}
          loading={banksLoading}
          error={error ?? banksError}
        />
      )}
      <div className={styles.actions}>
        {state.step === 2 ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => dispatch({ type: 'back' })}
            disabled={submitting}
          >
            {t('payment.dialog.back')}
          </Button>
        ) : null}
        <Button type="submit" loading={submitting}>
          {state.step === 1 && state.method !== undefined && !needsBank(state.method)
            ? t('payment.dialog.pay')
            : t('payment.dialog.continue')}
        </Button>
      </div>
    </form>
  );
}
