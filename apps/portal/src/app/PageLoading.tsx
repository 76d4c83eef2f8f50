import { useTranslation } from 'react-i18next';

/** Shown while the first route chunks load; reserves the page height so nothing shifts. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" style={{ minHeight: '100vh' }}>
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('loading')}
      </span>
    </div>
  );
}
