import { useTranslation } from 'react-i18next';
import * as styles from './LoadingBar.css';

export interface LoadingBarProps {
  /** Whether a request is in flight (the portal drives this from the domain loading counter, DOM loading rules). */
  active: boolean;
}

/** The global, indeterminate loading bar at the top of the viewport. */
export function LoadingBar({ active }: LoadingBarProps) {
  const { t } = useTranslation('ui');
  if (!active) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={t('common.loading')} aria-busy="true">
      <div className={styles.bar} />
    </div>
  );
}
