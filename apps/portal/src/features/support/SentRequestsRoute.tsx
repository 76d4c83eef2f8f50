import { Button, SentRequestList } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/apiErrorMessage';
import { PrefetchLink } from '../../lib/prefetch';
import { useAuthDialog } from '../../lib/authDialog';
import { usePortalQueries, useSession } from '../../lib/services';
import * as pageStyles from '../../lib/pageStyles.css';
import { supportHref } from './supportPaths';

/** ACC-68: the signed-in subscriber's requests with their status and history; a guest is asked to sign in. */
export function Component() {
  const { t } = useTranslation(['support', 'errors']);
  const signedIn = useSession().state.status === 'signedIn';
  const authDialog = useAuthDialog();
  const sent = useQuery({ ...usePortalQueries().supportQueries.sentRequests(), enabled: signedIn });
  const sendNew = (
    <Button asChild>
      <PrefetchLink to={supportHref('sendRequest')}>{t('sent.send')}</PrefetchLink>
    </Button>
  );
  return (
    <section className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t('sent.title')}</h1>
      {!signedIn ? (
        <div>
          <p>{t('sent.signInLead')}</p>
          <Button onClick={() => authDialog.open({ tab: 'login' })}>{t('sent.signIn')}</Button>
        </div>
      ) : sent.isError ? (
        <div role="alert">
          <p>{failureMessage(sent.error, t)}</p>
          <Button variant="secondary" onClick={() => void sent.refetch()}>
            {t('sent.retry')}
          </Button>
        </div>
      ) : (
        <>
          {sent.data !== undefined && sent.data.length > 0 ? <div>{sendNew}</div> : null}
          <SentRequestList requests={sent.isPending ? undefined : sent.data} emptyAction={sendNew} />
        </>
      )}
    </section>
  );
}
