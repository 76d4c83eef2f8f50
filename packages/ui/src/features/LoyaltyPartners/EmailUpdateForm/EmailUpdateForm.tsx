import { validateEmail } from '@selfcare/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../private/form.css';

export interface EmailUpdateFormProps {
  /** The trimmed address (LOY-25). */
  onSubmit: (email: string) => void;
  onLater: () => void;
  pending?: boolean;
  /** The server's refusal, as sent. */
  error?: string | undefined;
}

/** LOY-25: the member's email (capNhatEmail), checked with the domain rule once the field is left or sent. */
export function EmailUpdateForm({ onSubmit, onLater, pending = false, error }: EmailUpdateFormProps) {
  const { t } = useTranslation('ui');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const checked = validateEmail(email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (checked.ok) onSubmit(checked.value);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('loyaltyPartners.email.label')}
        hint={t('loyaltyPartners.email.hint')}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        value={email}
        required
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && !checked.ok ? t(checked.error) : error}
      />
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onLater}>
          {t('loyaltyPartners.email.later')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('loyaltyPartners.email.save')}
        </Button>
      </div>
    </form>
  );
}
