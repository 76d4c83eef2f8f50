import { useTranslation } from 'react-i18next';
import * as styles from './OfflineBanner.css';

export interface OfflineBannerProps {
  /** Whether the browser is offline (the portal reads TanStack Query's onlineManager). */
  offline: boolean;
}

/**
 * Issue 23 (R1): while the browser is offline, one line says so and that the page reads again by itself
 * when the connection is back. A live region that stays in the page, so the change is announced.
 */
export function OfflineBanner({ offline }: OfflineBannerProps) {
  const { t } = useTranslation('ui');
  return <div role="status">{offline ? <p className={styles.banner}>{t('common.offline')}</p> : null}</div>;
}
