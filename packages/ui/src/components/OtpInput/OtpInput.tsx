import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unstable_OneTimePasswordField as Otp } from 'radix-ui';
import { MessageKey, ROAMING_OTP_LENGTH } from '@selfcare/domain';
import { cx } from '../../lib/cx';
import type { FieldChromeProps } from '../private/FieldShell';
import { FieldShell } from '../private/FieldShell';
import * as fieldStyles from '../private/field.css';
import * as styles from './OtpInput.css';

/** CONST-57, VAL-30: six boxes. */
const otpLength = ROAMING_OTP_LENGTH;

export interface OtpInputProps extends Omit<FieldChromeProps, 'label'> {
  /** Defaults to 'Mã xác thực OTP' / 'OTP verification code'. */
  label?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Called once all six digits are filled. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  name?: string;
}

/**
 * Six single-digit boxes (Radix OneTimePasswordField): digits only (VAL-30), paste fills
 * all boxes, typing advances, Backspace goes back. A non-digit shows VAL-31's message.
 */
export function OtpInput({
  label,
  hideLabel,
  hint,
  error,
  optional,
  value,
  defaultValue,
  onValueChange,
  onComplete,
  disabled,
  name,
}: OtpInputProps) {
  const { t } = useTranslation('ui');
  const [typedNonDigit, setTypedNonDigit] = useState(false);
  const handleValueChange = (next: string) => {
    setTypedNonDigit(false);
    onValueChange?.(next);
    if (next.length === otpLength) onComplete?.(next);
  };
  const shownError = error ?? (typedNonDigit ? t(MessageKey.otpNotNumeric) : undefined);
  return (
    <FieldShell
      label={label ?? t('otp.label')}
      hideLabel={hideLabel}
      hint={hint}
      error={shownError}
      optional={optional}
      labelAs="span"
    >
      {({ id, ...a11y }, labelId) => (
        <Otp.Root
          id={id}
          className={styles.boxes}
          aria-labelledby={labelId}
          aria-describedby={a11y['aria-describedby']}
          validationType="numeric"
          value={value}
          defaultValue={defaultValue}
          onValueChange={handleValueChange}
          disabled={disabled}
          name={name}
        >
          {Array.from({ length: otpLength }, (_, index) => (
            <Otp.Input
              key={index}
              index={index}
              className={cx(fieldStyles.control, styles.box)}
              aria-label={t('otp.digit', { index: index + 1, total: otpLength })}
              aria-invalid={a11y['aria-invalid']}
              onInvalidChange={() => setTypedNonDigit(true)}
            />
          ))}
          <Otp.HiddenInput />
        </Otp.Root>
      )}
    </FieldShell>
  );
}
