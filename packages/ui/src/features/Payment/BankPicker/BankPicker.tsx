import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardBank } from '@selfcare/domain';
import { safeImageUrl } from '@selfcare/domain';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import * as choiceStyles from '../../../components/private/choice.css';
import * as styles from './BankPicker.css';

export interface BankPickerProps {
  /** The banks of the chosen card method (domain's banksForCardMethod). */
  banks: readonly CardBank[];
  value: string | undefined;
  onChange: (bankCode: string) => void;
  loading?: boolean;
  /** A translated message (no bank chosen, list failed to load). */
  error?: string;
  /** Defaults to 'Chọn ngân hàng'. */
  legend?: string;
}

/** DOM-29, PKG-21: step 2 of the payment dialog: one bank of the banks.jsp list. */
export function BankPicker({ banks, value, onChange, loading = false, error, legend }: BankPickerProps) {
  const { t } = useTranslation('ui');
  const name = useId();
  const errorId = useId();
  return (
    <fieldset
      className={choiceStyles.fieldset}
      aria-describedby={error ? errorId : undefined}
      aria-busy={loading}
    >
      <legend className={choiceStyles.legend}>{legend ?? t('payment.dialog.bankLegend')}</legend>
      {loading ? (
        <div className={styles.bankGrid} role="status" aria-label={t('payment.banks.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} shape="rect" height={58} />
          ))}
        </div>
      ) : banks.length === 0 ? (
        <p className={choiceStyles.hint}>{t('payment.banks.empty')}</p>
      ) : (
        <div className={styles.bankGrid}>
          {banks.map((bank) => (
            <label key={bank.code} className={choiceStyles.option}>
              <input
                className={choiceStyles.radio}
                type="radio"
                name={name}
                value={bank.code}
                checked={value === bank.code}
                onChange={() => onChange(bank.code)}
              />
              <BankLogo url={bank.logoUrl} />
              <span>{bank.name}</span>
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id={errorId} className={choiceStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The bank's logo, when the server gave one that may be shown (https: or the portal's own path). */
function BankLogo({ url }: { url: string | undefined }) {
  const logo = safeImageUrl(url);
  return logo ? <img className={styles.logo} src={logo} alt="" width={48} height={32} /> : null;
}
