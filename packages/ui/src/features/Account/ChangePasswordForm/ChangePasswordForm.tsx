import {
  hasPasswordChangeErrors,
  validatePasswordChange,
  type PasswordChange,
  type PasswordChangeErrors,
} from '@selfcare/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import * as shared from '../private/account.css';
import * as styles from './ChangePasswordForm.css';

/** What the change answered: done, the old password refused (ERR-38), or another failure in words. */
export type ChangePasswordResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly wrongOldPassword: true }
  | { readonly ok: false; readonly wrongOldPassword?: false; readonly message: string };

export interface ChangePasswordFormProps {
  onSubmit: (change: { oldPassword: string; newPassword: string }) => Promise<ChangePasswordResult>;
  headingLevel?: 1 | 2;
}

const empty: PasswordChange = { oldPassword: '', newPassword: '', repeat: '' };
type Field = keyof PasswordChange;

/**
 * AUTH-79: the old password, the new one under the VAL-14 rule and its repeat (VAL-15). A field's rule
 * shows once the field is left or the form is sent; the old password refused by the server shows on its
 * field as ERR-38's label; success says so in a status and empties the form (the session stays).
 */
export function ChangePasswordForm({ onSubmit, headingLevel = 1 }: ChangePasswordFormProps) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const [form, setForm] = useState<PasswordChange>(empty);
  const [shown, setShown] = useState<ReadonlySet<Field>>(new Set());
  const [wrongOld, setWrongOld] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);

  const errors: PasswordChangeErrors = validatePasswordChange(form);
  const errorOf = (field: Field): string | undefined => {
    if (field === 'oldPassword' && wrongOld) return t('account.password.wrongOld');
    const key = shown.has(field) ? errors[field] : undefined;
    return key ? t(key) : undefined;
  };
  const change = (field: Field) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    if (field === 'oldPassword') setWrongOld(false);
    setDone(false);
    setFailure(undefined);
  };
  const show = (field: Field) => () => setShown((current) => new Set(current).add(field));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(new Set<Field>(['oldPassword', 'newPassword', 'repeat']));
    if (hasPasswordChangeErrors(errors) || sending) return;
    setSending(true);
    const result = await onSubmit({ oldPassword: form.oldPassword, newPassword: form.newPassword });
    setSending(false);
    if (result.ok) {
      setForm(empty);
      setShown(new Set());
      setDone(true);
    } else if (result.wrongOldPassword) {
      setWrongOld(true);
    } else {
      setFailure(result.message);
    }
  };

  return (
    <section className={shared.panel} aria-labelledby={headingId}>
      <Heading id={headingId} className={shared.heading}>
        {t('account.password.title')}
      </Heading>
      <p className={shared.muted}>{t('account.password.lead')}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          label={t('account.password.old')}
          autoComplete="current-password"
          value={form.oldPassword}
          onChange={change('oldPassword')}
          onBlur={show('oldPassword')}
          error={errorOf('oldPassword')}
        />
        <PasswordField
          label={t('account.password.new')}
          autoComplete="new-password"
          hint={t('account.password.rule')}
          value={form.newPassword}
          onChange={change('newPassword')}
          onBlur={show('newPassword')}
          error={errorOf('newPassword')}
        />
        <PasswordField
          label={t('account.password.repeat')}
          autoComplete="new-password"
          value={form.repeat}
          onChange={change('repeat')}
          onBlur={show('repeat')}
          error={errorOf('repeat')}
        />
        {failure ? (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        ) : null}
        <div role="status" className={styles.status}>
          {done ? (
            <>
              <strong>{t('account.password.success')}</strong> {t('account.password.successLead')}
            </>
          ) : null}
        </div>
        <div className={shared.actions}>
          <Button type="submit" loading={sending}>
            {t('account.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
