import type { TopUp } from '@selfcare/domain';
import { TopUpForm } from '@selfcare/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../lib/LoadFailure';
import * as pageStyles from '../../lib/pageStyles.css';
import { useServices } from '../../lib/services';
import { subscriberOf } from '../../lib/subscriber';
import { useRecharge } from './useRecharge';

/** ACC-44, VAL-60, ERR-43, ERR-44: top up the own or another number by scratch card or through the gateway. */
export function Component() {
  const { t } = useTranslation(['payments']);
  const { session } = useServices();
  const { allowance, send, error, pending } = useRecharge();
  const [credited, setCredited] = useState<{ amount: number; targetMsisdn: string } | undefined>(undefined);

  const submit = async (topUp: TopUp) => {
    setCredited(undefined);
    const body =
      topUp.method === 'card'
        ? { kind: 'CARD' as const, target_msisdn: topUp.targetMsisdn, serial: topUp.serial, pin: topUp.pin }
        : { kind: 'GATEWAY' as const, target_msisdn: topUp.targetMsisdn, amount: topUp.amount };
    const outcome = await send(body);
    if (outcome?.kind === 'credited') setCredited(outcome);
  };

  return (
    <section className={pageStyles.page} aria-labelledby="top-up-title">
      <div>
        <h1 id="top-up-title" className={pageStyles.title}>
          {t('topUp.title')}
        </h1>
        <p>{t('topUp.lead')}</p>
      </div>
      {allowance.isError ? <LoadFailure error={allowance.error} /> : null}
      <TopUpForm
        ownMsisdn={subscriberOf(session) ?? ''}
        allowance={allowance.data}
        onSubmit={(topUp) => void submit(topUp)}
        submitting={pending}
        error={error}
        credited={credited}
      />
    </section>
  );
}
