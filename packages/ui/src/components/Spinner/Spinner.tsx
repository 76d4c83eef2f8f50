import { useTranslation } from 'react-i18next';
import { SpinnerIcon } from '../private/SpinnerIcon';
import { srOnly } from '../private/srOnly.css';
import * as styles from './Spinner.css';

export const spinnerSizes = { sm: 16, md: 24, lg: 40 } as const;

export interface SpinnerProps {
  size?: keyof typeof spinnerSizes;
  /** What is loading; defaults to the catalogue's 'Loading…'. */
  label?: string;
  /** Shows the label beside the ring instead of only announcing it. */
  showLabel?: boolean;
}

export function Spinner({ size = 'md', label, showLabel = false }: SpinnerProps) {
  const { t } = useTranslation('ui');
  const text = label ?? t('common.loading');
  return (
    <span role="status" className={styles.root}>
      <SpinnerIcon size={spinnerSizes[size]} />
      <span className={showLabel ? undefined : srOnly}>{text}</span>
    </span>
  );
}
