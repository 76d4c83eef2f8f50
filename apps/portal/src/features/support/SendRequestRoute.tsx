import { sendTroubleRequestOf } from '@selfcare/api-client';
import { toLocalPhone, type SupportRequestForm as SupportRequestValues } from '@selfcare/domain';
import { Button, Card, FrequentErrorList, Skeleton, SupportRequestForm } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../lib/LoadFailure';
import { useAuthDialog } from '../../lib/authDialog';
import { PrefetchLink } from '../../lib/prefetch';
import { usePortalQueries, useSession } from '../../lib/services';
import { useCallMutation } from '../../lib/useCallMutation';
import * as pageStyles from '../../lib/pageStyles.css';
import { supportHref } from './supportPaths';

/**
 * ACC-67: the frequent errors first ("is it one of these?"), then the request form. A guest sees the
 * errors and signs in to send; the sent request lands in the sent list (ACC-68).
 */
export function Component() {
  const { t } = useTranslation(['support', 'errors']);
  const queries = usePortalQueries();
  const session = useSession();
  const authDialog = useAuthDialog();
  const frequent = useQuery(queries.supportQueries.frequentErrors());
  const sending = useCallMutation('custservice_send_trouble', {
    invalidates: [queries.supportQueries.sentRequests().queryKey],
  });
  const [sentId, setSentId] = useState<string | undefined>(undefined);
  // A new key mounts an empty form for another request.
  const [formKey, setFormKey] = useState(0);
  const msisdn = session.state.status === 'signedIn' ? session.state.msisdn : undefined;

  const send = async (values: SupportRequestValues, photo: Blob | undefined) => {
    const outcome = await sending.run(sendTroubleRequestOf(values, photo));
    // On failure the form stays as it was (its own state) with the operator's message.
    if (outcome.ok) setSentId(String(outcome.data.result.TROUBLE_ID));
  };

  if (sentId !== undefined)
    return (
      <section className={pageStyles.page}>
        <Card elevated padding="lg">
          <h1 className={pageStyles.title}>{t('request.sentTitle')}</h1>
          <p role="status">{t('request.sentBody', { id: sentId })}</p>
          <Button asChild>
            <PrefetchLink to={supportHref('sentRequests')}>{t('request.seeSent')}</PrefetchLink>
          </Button>{' '}
          <Button
            variant="secondary"
            onClick={() => {
              sending.reset();
              setSentId(undefined);
              setFormKey((key) => key + 1);
            }}
          >
            {t('request.another')}
          </Button>
        </Card>
      </section>
    );

  return (
    <section className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t('request.title')}</h1>
      {frequent.isPending ? <Skeleton height="8rem" /> : null}
      {frequent.isError ? (
        <LoadFailure error={frequent.error} onRetry={() => void frequent.refetch()} />
      ) : null}
      <FrequentErrorList errors={frequent.data?.errors ?? []} />
      {msisdn === undefined ? (
        <div>
          <p>{t('request.signInLead')}</p>
          <Button onClick={() => authDialog.open({ tab: 'login' })}>{t('request.signIn')}</Button>
        </div>
      ) : (
        <SupportRequestForm
          key={formKey}
          categories={frequent.data?.categories ?? []}
          defaultContactNumber={toLocalPhone(msisdn)}
          onSubmit={(values, photo) => void send(values, photo)}
          submitting={sending.isPending}
          failure={sending.errorMessage}
        />
      )}
    </section>
  );
}
