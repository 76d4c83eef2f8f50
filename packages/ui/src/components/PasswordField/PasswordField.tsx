import type { ComponentPropsWithRef } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeClosedIcon, EyeOpenIcon } from '@radix-ui/react-icons';
import { unstable_PasswordToggleField as PasswordToggle } from 'radix-ui';
import { cx } from '../../lib/cx';
import { iconButton } from '../IconButton/IconButton.css';
import type { FieldChromeProps } from '../private/FieldShell';
import { FieldShell } from '../private/FieldShell';
import * as fieldStyles from '../private/field.css';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps
  extends Omit<FieldChromeProps, 'label'>, Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'> {
  /** Defaults to 'Mật khẩu' / 'Password'. */
  label?: string;
  /** `new-password` on registration and reset forms, so password managers offer to save. */
  autoComplete?: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle (Radix PasswordToggleField underneath). */
export function PasswordField({
  label,
  hideLabel,
  hint,
  error,
  optional,
  id,
  className,
  autoComplete = 'current-password',
  ...inputProps
}: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell
      label={label ?? t('password.label')}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      optional={optional}
      id={id}
    >
      {({ id: inputId, ...a11y }) => (
        <PasswordToggle.Root visible={visible} onVisibilityChange={setVisible}>
          <div className={styles.wrapper}>
            <PasswordToggle.Input
              id={inputId}
              className={cx(fieldStyles.control, styles.input, className)}
              autoComplete={autoComplete}
              {...a11y}
              {...inputProps}
            />
            {/* Radix gives the toggle the input's id and its own aria-controls; both must point at our input. */}
            <PasswordToggle.Toggle
              id={`${inputId}-toggle`}
              aria-controls={inputId}
              className={cx(iconButton({ size: 'md' }), styles.toggle)}
              aria-label={visible ? t('password.hide') : t('password.show')}
              aria-pressed={visible}
            >
              <PasswordToggle.Icon
                visible={<EyeOpenIcon width={20} height={20} />}
                hidden={<EyeClosedIcon width={20} height={20} />}
              />
            </PasswordToggle.Toggle>
          </div>
        </PasswordToggle.Root>
      )}
    </FieldShell>
  );
}
