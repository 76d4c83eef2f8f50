import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import * as styles from './field.css';
import { srOnly } from './srOnly.css';

/** What every field shows around its control. */
export interface FieldChromeProps {
  /** Required: the visible (or, with hideLabel, screen-reader) name of the field. */
  label: string;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** A translated message; the field turns invalid while it is set. */
  error?: ReactNode;
  optional?: boolean;
}

/** Spread onto the control. */
export interface FieldA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, hint and error around a control, with the ids that tie them together. */
export function FieldShell({
  label,
  hideLabel = false,
  hint,
  error,
  optional = false,
  id: givenId,
  labelAs = 'label',
  children,
}: FieldChromeProps & {
  id?: string;
  labelAs?: 'label' | 'span';
  children: (a11y: FieldA11y, labelId: string) => ReactNode;
}) {
  const { t } = useTranslation('ui');
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [hint !== undefined ? hintId : '', hasError ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const Label = labelAs;
  return (
    <div className={styles.root}>
      <Label
        id={`${id}-label`}
        className={cx(hideLabel ? srOnly : styles.label)}
        {...(labelAs === 'label' ? { htmlFor: id } : {})}
      >
        {label}
        {optional ? <span className={styles.optional}>{t('field.optional')}</span> : null}
      </Label>
      {children(
        { id, 'aria-invalid': hasError || undefined, 'aria-describedby': describedBy },
        `${id}-label`,
      )}
      {hint !== undefined ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <p id={errorId} className={hasError ? styles.error : srOnly} aria-live="polite">
        {hasError ? error : null}
      </p>
    </div>
  );
}
