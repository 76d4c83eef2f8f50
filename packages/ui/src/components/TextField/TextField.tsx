import type { ComponentPropsWithRef } from 'react';
import type { FieldChromeProps } from '../private/FieldShell';
import { FieldShell } from '../private/FieldShell';
import { cx } from '../../lib/cx';
import * as styles from '../private/field.css';

export interface TextFieldProps extends FieldChromeProps, Omit<ComponentPropsWithRef<'input'>, 'children'> {}

/** A labelled text input with hint and error. Messages come translated (t(key) of a validator result). */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  optional,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldShell label={label} hideLabel={hideLabel} hint={hint} error={error} optional={optional} id={id}>
      {(a11y) => <input className={cx(styles.control, className)} {...a11y} {...inputProps} />}
    </FieldShell>
  );
}
