import { useTranslation } from 'react-i18next';
import { srOnly } from '../private/srOnly.css';
import * as styles from './Stepper.css';

export interface StepperProps {
  /** Step titles in order, already translated (e.g. the roaming steps or a landing page how-to). */
  steps: readonly string[];
  /** Zero-based index of the current step. */
  current: number;
}

type StepStatus = 'done' | 'current' | 'upcoming';

const statusOf = (index: number, current: number): StepStatus =>
  index < current ? 'done' : index === current ? 'current' : 'upcoming';

/** Shows progress through a multi-step flow; the current step carries aria-current="step". */
export function Stepper({ steps, current }: StepperProps) {
  const { t } = useTranslation('ui');
  const clamped = Math.min(Math.max(current, 0), Math.max(steps.length - 1, 0));
  return (
    <nav className={styles.root} aria-label={t('stepper.label')}>
      <p className={styles.progress}>
        {t('stepper.progress', { current: clamped + 1, total: steps.length })}
      </p>
      <ol className={styles.list}>
        {steps.map((title, index) => {
          const status = statusOf(index, clamped);
          return (
            <li
              key={`${index}-${title}`}
              className={styles.step}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className={styles.bar({ status })} aria-hidden="true" />
              <span className={styles.title({ status })}>
                {title}
                {status === 'done' ? <span className={srOnly}> ({t('stepper.done')})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
