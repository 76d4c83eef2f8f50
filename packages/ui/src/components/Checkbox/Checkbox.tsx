import type { ReactNode } from 'react';
import { useId } from 'react';
import { CheckIcon } from '@radix-ui/react-icons';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import * as fieldStyles from '../private/field.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The visible label; it may hold links (e.g. the wallet's terms and privacy policy). */
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** A translated message shown under the box. */
  error?: ReactNode;
}

/** A tick box with its label (Radix Checkbox underneath). */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  required,
  name,
  error,
}: CheckboxProps) {
  const id = useId();
  const hasError = error !== undefined && error !== null && error !== '';
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          id={id}
          className={styles.box}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={(state) => onCheckedChange?.(state === true)}
          disabled={disabled}
          required={required}
          name={name}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? `${id}-error` : undefined}
        >
          <RadixCheckbox.Indicator>
            <CheckIcon width={16} height={16} aria-hidden="true" />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </div>
      {hasError ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
