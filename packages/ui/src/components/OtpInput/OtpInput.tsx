import type { ChangeEvent, KeyboardEvent } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageKey, ROAMING_OTP_LENGTH } from '@selfcare/domain';
import { cx } from '../../lib/cx';
import type { FieldChromeProps } from '../private/FieldShell';
import { FieldShell } from '../private/FieldShell';
import * as fieldStyles from '../private/field.css';
import * as styles from './OtpInput.css';

/** CONST-57, VAL-30: six boxes. */
const otpLength = ROAMING_OTP_LENGTH;
const lastIndex = otpLength - 1;

/** Digits only, at most six (VAL-30). */
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, otpLength);
const withoutDigitAt = (code: string, index: number) => code.slice(0, index) + code.slice(index + 1);

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
 * Six single-digit boxes: digits only (VAL-30), paste or the phone's code autofill fills all boxes,
 * typing advances, Backspace goes back, the arrows, Home and End move, Enter submits the form. A
 * non-digit shows VAL-31's message. One tab stop: the box to fill next.
 *
 * Every keystroke reads the code it left behind (not the last render) and moves focus at once, in
 * the same event, with nothing deferred to a later frame: six digits typed as fast as a keyboard or
 * a test can send them land in six boxes. (Radix's unstable OneTimePasswordField, used before,
 * re-selected a box one frame after a click, which took focus back from the second box and dropped
 * the first digit; its roving focus group could also call focus() on a box already gone.)
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
  const [uncontrolled, setUncontrolled] = useState(() => digitsOf(defaultValue ?? ''));
  const code = value !== undefined ? digitsOf(value) : uncontrolled;
  // The code as the last keystroke left it; the next keystroke may come before the next render.
  const latest = useRef(code);
  useLayoutEffect(() => {
    latest.current = code;
  }, [code]);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const nextToFill = Math.min(code.length, lastIndex);

  const focusBox = (index: number) => {
    const target = boxes.current[Math.max(0, Math.min(index, latest.current.length, lastIndex))];
    target?.focus();
    target?.select();
  };
  const apply = (next: string) => {
    latest.current = next;
    setTypedNonDigit(false);
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
    if (next.length === otpLength) onComplete?.(next);
  };
  /** Paste or autofill: the digits replace the whole code (Radix did the same). */
  const fill = (text: string) => {
    const digits = digitsOf(text);
    if (digits === '') {
      if (text.trim() !== '') setTypedNonDigit(true); // VAL-31
      return;
    }
    apply(digits);
    focusBox(digits.length);
  };

  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const current = latest.current;
    const raw = event.currentTarget.value;
    const old = current[index] ?? '';
    if (raw === '') {
      apply(withoutDigitAt(current, index)); // cut, or a delete the key handler did not see
      return;
    }
    // The new text less the digit that was there (it stays when the typing did not replace it).
    const added = raw.length > 1 && old !== '' && raw.includes(old) ? raw.replace(old, '') : raw;
    if (added.length > 1) {
      fill(added);
      return;
    }
    if (!/^\d$/.test(added)) {
      setTypedNonDigit(true); // VAL-31: the box keeps its digit (the input is controlled)
      return;
    }
    const at = Math.min(index, current.length);
    apply(current.slice(0, at) + added + current.slice(at + 1));
    focusBox(at + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const current = latest.current;
    const moveTo = (target: number) => {
      event.preventDefault();
      focusBox(target);
    };
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        if (event.ctrlKey || event.metaKey) {
          apply('');
          focusBox(0);
          return;
        }
        const at = current[index] !== undefined ? index : index - 1;
        if (at < 0) return;
        apply(withoutDigitAt(current, at));
        focusBox(Math.max(0, index - 1));
        return;
      }
      case 'Delete':
        event.preventDefault();
        if (current[index] === undefined) return;
        apply(withoutDigitAt(current, index));
        focusBox(index);
        return;
      case 'ArrowLeft':
        return moveTo(index - 1);
      case 'ArrowRight':
        return moveTo(index + 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(lastIndex);
      case 'Enter':
        event.preventDefault();
        event.currentTarget.form?.requestSubmit();
        return;
      default:
        // The same digit again changes nothing the input would report: just move on.
        if (event.key === current[index]) moveTo(index + 1);
    }
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
        <div
          id={id}
          role="group"
          className={styles.boxes}
          aria-labelledby={labelId}
          aria-describedby={a11y['aria-describedby']}
          onPaste={(event) => {
            event.preventDefault();
            fill(event.clipboardData.getData('text/plain'));
          }}
        >
          {Array.from({ length: otpLength }, (_, index) => (
            <input
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              type="text"
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              className={cx(fieldStyles.control, styles.box)}
              aria-label={t('otp.digit', { index: index + 1, total: otpLength })}
              aria-invalid={a11y['aria-invalid']}
              value={code[index] ?? ''}
              disabled={disabled}
              tabIndex={index === nextToFill ? 0 : -1}
              onChange={(event) => handleChange(index, event)}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onFocus={(event) => event.currentTarget.select()}
              onMouseDown={(event) => {
                // A box after the first empty one is not fillable yet: go to the one that is.
                if (index > latest.current.length) {
                  event.preventDefault();
                  focusBox(index);
                }
              }}
            />
          ))}
          {name !== undefined ? <input type="hidden" name={name} value={code} /> : null}
        </div>
      )}
    </FieldShell>
  );
}
