import type { ReactNode } from 'react';
import { Slider as RadixSlider } from 'radix-ui';
import type { FieldChromeProps } from '../private/FieldShell';
import { FieldShell } from '../private/FieldShell';
import * as styles from './Slider.css';

export interface SliderProps extends Omit<FieldChromeProps, 'optional'> {
  value: number;
  onValueChange: (value: number) => void;
  /** Called when the user lets go, for saving. */
  onValueCommit?: (value: number) => void;
  /** CONST-56: the family limit slider starts at 0. */
  min?: number;
  max: number;
  step?: number;
  /** Formats a value for display and for screen readers, e.g. `(n) => \`${n} MB\``. */
  formatValue?: (value: number) => string;
  disabled?: boolean;
  /** Extra content under the track. */
  footer?: ReactNode;
}

/** A single-value slider (Radix Slider), e.g. the family data/voice limit from 0 to a maximum (CONST-56). */
export function Slider({
  value,
  onValueChange,
  onValueCommit,
  min = 0,
  max,
  step = 1,
  formatValue = String,
  disabled,
  footer,
  label,
  ...chrome
}: SliderProps) {
  return (
    <FieldShell label={label} labelAs="span" {...chrome}>
      {(a11y, labelId) => (
        <div>
          <div className={styles.header}>
            <span className={styles.value} aria-hidden="true">
              {formatValue(value)}
            </span>
          </div>
          <RadixSlider.Root
            className={styles.root}
            value={[value]}
            onValueChange={([next]) => onValueChange(next ?? min)}
            onValueCommit={([next]) => onValueCommit?.(next ?? min)}
            min={min}
            max={max}
            step={step}
            disabled={disabled}
          >
            <RadixSlider.Track className={styles.track}>
              <RadixSlider.Range className={styles.range} />
            </RadixSlider.Track>
            <RadixSlider.Thumb
              className={styles.thumb}
              aria-labelledby={labelId}
              aria-valuetext={formatValue(value)}
              aria-describedby={a11y['aria-describedby']}
            />
          </RadixSlider.Root>
          <div className={styles.bounds} aria-hidden="true">
            <span>{formatValue(min)}</span>
            <span>{formatValue(max)}</span>
          </div>
          {footer}
        </div>
      )}
    </FieldShell>
  );
}
