import { useTranslation } from 'react-i18next';
import type { CodeAndPasswords } from '@selfcare/domain';
import { validateNewPassword, validateRepeatPassword } from '@selfcare/domain';
import { OtpInput } from '../../../components/OtpInput/OtpInput';
import { PasswordField } from '../../../components/PasswordField/PasswordField';

export interface CodePasswordFieldsProps {
  value: CodeAndPasswords;
  onChange: (value: CodeAndPasswords) => void;
  disabled?: boolean | undefined;
}

/**
 * Code, new password and repeat: login step 4 and registration steps 1 and 2 (§2.4).
 * VAL-14 and VAL-15 messages show as soon as the field holds something that breaks the rule.
 */
export function CodePasswordFields({ value, onChange, disabled }: CodePasswordFieldsProps) {
  const { t } = useTranslation('ui');
  const passwordCheck = validateNewPassword(value.password);
  const repeatCheck = validateRepeatPassword(value.password, value.repeat);
  return (
    <>
      <OtpInput
        label={t('auth.fields.code')}
        value={value.code}
        onValueChange={(code) => onChange({ ...value, code })}
        disabled={disabled}
      />
      <PasswordField
        label={t('auth.fields.newPassword')}
        hint={t('auth.fields.passwordHint')}
        autoComplete="new-password"
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        error={value.password !== '' && !passwordCheck.ok ? t(passwordCheck.error) : undefined}
        disabled={disabled}
      />
      <PasswordField
        label={t('auth.fields.repeatPassword')}
        autoComplete="new-password"
        value={value.repeat}
        onChange={(event) => onChange({ ...value, repeat: event.target.value })}
        error={value.repeat !== '' && !repeatCheck.ok ? t(repeatCheck.error) : undefined}
        disabled={disabled}
      />
    </>
  );
}
