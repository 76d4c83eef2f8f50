import { Button } from '@selfcare/ui';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/apiErrorMessage';
import * as styles from './packages.css';

/** A list that failed to load: the reason in the reader's language and a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['packages', 'errors']);
  return (
    <div className={styles.failure} role="alert">
      <p>{failureMessage(error, t)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('errors:retry')}
      </Button>
    </div>
  );
}
