import { Button } from '@selfcare/ui';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/apiErrorMessage';

/** A read that failed: the user's message and a retry. */
export function QueryFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['sim', 'errors']);
  return (
    <div role="alert">
      <p>{failureMessage(error, t)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
