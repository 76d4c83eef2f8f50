import { toSim4gRequest } from '@selfcare/api-client';
import { toLocalPhone } from '@selfcare/domain';
import { EzcomSimChange, Sim4gChangeForm, Skeleton } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as pageStyles from '../../lib/pageStyles.css';
import { usePortalQueries, useSession } from '../../lib/services';
import { useCallMutation } from '../../lib/useCallMutation';
import { LoadFailure } from '../../lib/LoadFailure';

/**
 * ACC-30 … ACC-33: the 4G SIM change (check, acceptance, the contact day) and the EZCom change, which a
 * postpaid subscriber is refused here and by the server (VAL-61).
 */
export function Component() {
  const { t } = useTranslation(['sim']);
  const { simQueries } = usePortalQueries();
  const session = useSession();
  const eligibility = useQuery(simQueries.sim4gCheck());
  const ezcom = useQuery(simQueries.ezcomCheck());
  const accepting = useCallMutation('mobile_change_sim_accepted', {
    map: (answer) => toSim4gRequest(answer.result),
    invalidates: [simQueries.sim4gCheck().queryKey],
  });
  const changing = useCallMutation('mobile_change_sim_ezcom');
  const [ezcomRequest, setEzcomRequest] = useState<string | undefined>(undefined);
  const msisdn = session.state.status === 'signedIn' ? session.state.msisdn : '';

  const changeEzcom = async (serial: string) => {
    const outcome = await changing.run({ serial });
    if (outcome.ok) setEzcomRequest(String(outcome.data.result.REQUEST_ID));
  };

  return (
    <section className={pageStyles.page} aria-labelledby="sim-change-page-title">
      <h1 id="sim-change-page-title" className={pageStyles.title}>
        {t('simChange.title')}
      </h1>
      <p>{t('simChange.lead')}</p>
      {eligibility.isPending ? <Skeleton shape="rect" height="8rem" /> : null}
      {eligibility.isError ? (
        <LoadFailure error={eligibility.error} onRetry={() => void eligibility.refetch()} />
      ) : null}
      {eligibility.data ? (
        <Sim4gChangeForm
          eligibility={eligibility.data}
          defaultContactPhone={toLocalPhone(msisdn)}
          onAccept={(contactPhone) => void accepting.run({ contact_phone: contactPhone, accepted: true })}
          accepted={accepting.data}
          pending={accepting.isPending}
          failure={accepting.errorMessage}
        />
      ) : null}
      {ezcom.isPending ? <Skeleton shape="rect" height="6rem" /> : null}
      {ezcom.isError ? <LoadFailure error={ezcom.error} onRetry={() => void ezcom.refetch()} /> : null}
      {ezcom.data ? (
        <EzcomSimChange
          check={ezcom.data}
          onSubmit={(serial) => void changeEzcom(serial)}
          requestId={ezcomRequest}
          pending={changing.isPending}
          failure={changing.errorMessage}
        />
      ) : null}
    </section>
  );
}
