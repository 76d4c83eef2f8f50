import type { ComponentPropsWithRef, ReactElement } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'solid', 'outline'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label' | 'aria-labelledby'
> {
  /** The accessible name. Required: an icon alone says nothing to a screen reader. */
  label: string;
  /** A decorative icon; it is hidden from assistive technology. */
  icon: ReactElement;
  variant?: (typeof iconButtonVariants)[number];
  size?: (typeof iconButtonSizes)[number];
}

export function IconButton({
  label,
  icon,
  variant,
  size,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cx(styles.iconButton({ variant, size }), className)}
      {...rest}
    >
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
    </button>
  );
}
