import { validateCancelReason } from '@selfcare/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from './CancelMembershipForm.css';

export interface CancelMembershipFormProps {
  /** The trimmed reason (VAL-24). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** While the request is on its way. */
  pending?: boolean;
  /** The server's refusal, translated or as sent. */
  error?: string | undefined;
}

/**
 * LOY-38, VAL-24: the cancel-membership form of the card dialog. The reason is required ('Vui lòng nhập
 * lí do', shown once the field was left empty) and Confirm stays disabled until it is filled (LOY-37).
 */
export function CancelMembershipForm({
  onConfirm,
  onClose,
  pending = false,
  error,
}: CancelMembershipFormProps) {
  const { t } = useTranslation('ui');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const checked = validateCancelReason(reason);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked.ok) onConfirm(checked.value);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('loyalty.cancel.lead')}</p>
      <TextField
        label={t('loyalty.cancel.reason')}
        value={reason}
        required
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && !checked.ok ? t(checked.error) : error}
      />
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button type="submit" variant="critical" disabled={!checked.ok} loading={pending}>
          {t('loyalty.cancel.confirm')}
        </Button>
      </div>
    </form>
  );
}
