import { useId } from 'react';
import * as choiceStyles from '../../../components/private/choice.css';
import * as styles from './payments.css';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

export interface ChoiceGroupProps<V extends string> {
  legend: string;
  choices: readonly Choice<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  /** A translated message (nothing chosen). */
  error?: string | undefined;
  /** Short choices (amounts) sit side by side. */
  layout?: 'rows' | 'grid';
}

/** Radios drawn as selectable rows (the payment dialog's look): who, how and how much. */
export function ChoiceGroup<V extends string>({
  legend,
  choices,
  value,
  onChange,
  error,
  layout = 'rows',
}: ChoiceGroupProps<V>) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className={choiceStyles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={choiceStyles.legend}>{legend}</legend>
      <div className={layout === 'grid' ? styles.choiceGrid : styles.choiceRows}>
        {choices.map((choice) => (
          <label key={choice.value} className={choiceStyles.option}>
            <input
              className={choiceStyles.radio}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={choiceStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
