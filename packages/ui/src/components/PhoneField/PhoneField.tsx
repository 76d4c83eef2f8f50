import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX_LENGTH, sanitizePhoneInput } from '@selfcare/domain';
import type { TextFieldProps } from '../TextField/TextField';
import { TextField } from '../TextField/TextField';

export interface PhoneFieldProps extends Omit<TextFieldProps, 'type' | 'label'> {
  /** Defaults to 'Số điện thoại' / 'Phone number'. */
  label?: string;
  /** The login phone accepts an optional leading plus (VAL-01); give it `maxLength={LOGIN_PHONE_INPUT_MAX_LENGTH}`. */
  allowPlus?: boolean;
  /** Receives the cleaned value (digits, and the plus when allowed). */
  onValueChange?: (value: string) => void;
}

/** A phone input that keeps digits only (VAL-04) and at most 11 characters by default (VAL-02). */
export function PhoneField({
  label,
  placeholder,
  allowPlus = false,
  maxLength = PHONE_MAX_LENGTH,
  onChange,
  onValueChange,
  ...rest
}: PhoneFieldProps) {
  const { t } = useTranslation('ui');
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const clean = sanitizePhoneInput(event.target.value, { allowPlus, maxLength });
    if (clean !== event.target.value) event.target.value = clean;
    onChange?.(event);
    onValueChange?.(clean);
  };
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      label={label ?? t('phone.label')}
      placeholder={placeholder ?? t('phone.placeholder')}
      maxLength={maxLength}
      onChange={handleChange}
      {...rest}
    />
  );
}
