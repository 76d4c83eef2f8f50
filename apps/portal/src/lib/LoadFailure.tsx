import { Button } from '@selfcare/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage, type FailureTexts } from './apiErrorMessage';
import * as styles from './loadFailure.css';

/**
 * Issue 23 (R1): every read a page shows answers its failure the same way: the reason in the reader's
 * language (never a status or a schema path) and a retry. Pages render it in place of what failed.
 * Without `onRetry` the retry reads again every shown query that failed (a page whose several reads
 * share one message).
 */
export function LoadFailure({
  error,
  onRetry,
  texts,
}: {
  error: unknown;
  onRetry?: () => void;
  texts?: FailureTexts;
}) {
  const { t } = useTranslation(['errors']);
  const queryClient = useQueryClient();
  const retryFailed = () =>
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  return (
    <div className={styles.failure} role="alert">
      <p>{failureMessage(error, t, texts)}</p>
      <Button variant="secondary" onClick={onRetry ?? retryFailed}>
        {t('errors:retry')}
      </Button>
    </div>
  );
}
