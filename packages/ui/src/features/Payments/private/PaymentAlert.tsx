import type { PaymentRefusal } from '@selfcare/domain';
import { useTranslation } from 'react-i18next';
import * as styles from './payments.css';

/** A refused payment: one of the §8 labels (ERR-43 … ERR-46, ERR-40) or the server's own message. */
export type PaymentError = { readonly refusal: PaymentRefusal } | { readonly message: string };

/** The refusal in the reader's language, announced where the form is (never silent, ERR-43 … ERR-46). */
export function PaymentAlert({ error }: { error: PaymentError | undefined }) {
  const { t } = useTranslation('ui');
  if (error === undefined) return null;
  return (
    <p role="alert" className={styles.alert}>
      {'refusal' in error ? t(`payments.refusals.${error.refusal}`) : error.message}
    </p>
  );
}
