import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Slot } from 'radix-ui';
import { SpinnerIcon } from '../private/SpinnerIcon';
import { srOnly } from '../private/srOnly.css';
import type { ButtonVariants } from './Button.css';
import { cx } from '../../lib/cx';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  /** Stretches to the width of its container (mobile forms, dialogs). */
  fullWidth?: boolean;
  /** Shows a spinner, announces the busy state and ignores clicks, while keeping focus. */
  loading?: boolean;
  /** Renders the child element (e.g. a router link) with the button's look. */
  asChild?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  asChild = false,
  disabled,
  className,
  children,
  onClick,
  type = 'button',
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('ui');
  const classes = cx(styles.button({ variant, size, fullWidth }), className);

  if (asChild) {
    return (
      <Slot.Root className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }

  // A loading button stays focusable (aria-disabled, not disabled) so focus is not lost mid-request.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? (
        <>
          <span className={styles.hiddenLabel}>{children}</span>
          <span className={styles.spinnerOverlay}>
            <SpinnerIcon />
          </span>
          <span className={srOnly}>{t('common.loading')}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
