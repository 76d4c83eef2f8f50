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
  /**
   * Renders the child element (e.g. a router link) with the button's look. `onClick` reaches the child;
   * `disabled` and `loading` make it aria-disabled and inert (no spinner: the child keeps its content).
   */
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
  const inactive = loading || (asChild && disabled);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  if (asChild) {
    // A link cannot be `disabled`: it is aria-disabled and every activation is stopped in the capture
    // phase, before the child's own handler (a router link's navigation) runs.
    const stopActivation = (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      event.stopPropagation();
    };
    return (
      <Slot.Root
        className={classes}
        aria-disabled={inactive || undefined}
        aria-busy={loading || undefined}
        onClickCapture={inactive ? stopActivation : undefined}
        onClick={handleClick}
        {...rest}
      >
        {children}
      </Slot.Root>
    );
  }

  // A loading button stays focusable (aria-disabled, not disabled) so focus is not lost mid-request.
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
