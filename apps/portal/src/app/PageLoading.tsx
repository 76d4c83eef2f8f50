import { useTranslation } from 'react-i18next';
import { hasPrerenderedPage } from '../lib/prerendered';

/**
 * Shown while the first route chunks load; reserves the page height so nothing shifts. A prerendered page
 * shows its own first screen meanwhile instead (lib/prerendered.ts).
 */
export function PageLoading() {
  const { t } = useTranslation();
  if (hasPrerenderedPage()) return null;
  return (
    <div role="status" aria-live="polite" style={{ minHeight: '100vh' }}>
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('loading')}
      </span>
    </div>
  );
}
