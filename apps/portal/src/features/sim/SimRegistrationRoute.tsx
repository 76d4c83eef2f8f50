import { simOrderRequestOf, toNumberHold } from '@selfcare/api-client';
import { formatPhoneDisplay, type SimDeliveryForm as SimDelivery } from '@selfcare/domain';
import { Button, Card, SimDeliveryForm, SimNumberPicker, Skeleton } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/apiErrorMessage';
import * as pageStyles from '../../lib/pageStyles.css';
import { usePortalQueries } from '../../lib/services';
import { useCallMutation } from '../../lib/useCallMutation';
import { LoadFailure } from '../../lib/LoadFailure';
import { useDeliveryOptions } from './useDeliveryOptions';
import { useNow } from './useNow';

const noDelivery: SimDelivery = {
  method: 'home',
  provinceId: '',
  districtId: '',
  wardId: '',
  street: '',
  storeAddress: '',
};

/**
 * ACC-35, ACC-36: buying a SIM. The subscriber finds a number and holds it (60 minutes, one at a time,
 * CONST-79), chooses delivery to an address or pickup at a store, and orders the held number.
 */
export function Component() {
  const { t } = useTranslation(['sim', 'errors', 'ui']);
  const { simQueries } = usePortalQueries();
  const now = useNow();
  const [pattern, setPattern] = useState('');
  const numbers = useQuery(simQueries.numbers(pattern === '' ? {} : { pattern }));
  const hold = useQuery(simQueries.currentHold());
  const holding = useCallMutation('sim_number_hold', {
    map: (answer) => toNumberHold(answer.result),
    invalidates: [simQueries.currentHold().queryKey, simQueries.numbers().queryKey],
  });
  const ordering = useCallMutation('sim_order', { invalidates: [simQueries.currentHold().queryKey] });
  const [selection, setSelection] = useState<SimDelivery>(noDelivery);
  const { options, failed } = useDeliveryOptions(selection);
  const [ordered, setOrdered] = useState<{ number: string; id: string } | undefined>(undefined);
  const held = hold.data ?? null;
  const holdRunning = held !== null && held.expiresAt > now;

  const order = async (delivery: SimDelivery) => {
    if (held === null) return;
    const outcome = await ordering.run(simOrderRequestOf(held.holdId, delivery));
    if (outcome.ok) setOrdered({ number: held.number, id: String(outcome.data.result.ORDER_ID) });
  };

  if (ordered !== undefined)
    return (
      <section className={pageStyles.page} aria-labelledby="sim-ordered-title">
        <Card elevated padding="lg">
          <h1 id="sim-ordered-title" className={pageStyles.title}>
            {t('registration.orderedTitle')}
          </h1>
          <p role="status">
            {t('ui:sim.delivery.ordered', { number: formatPhoneDisplay(ordered.number), id: ordered.id })}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              ordering.reset();
              holding.reset();
              setOrdered(undefined);
            }}
          >
            {t('registration.another')}
          </Button>
        </Card>
      </section>
    );

  return (
    <section className={pageStyles.page} aria-labelledby="sim-registration-title">
      <h1 id="sim-registration-title" className={pageStyles.title}>
        {t('registration.title')}
      </h1>
      <p>{t('registration.lead')}</p>
      {numbers.isPending || hold.isPending ? <Skeleton shape="rect" height="10rem" /> : null}
      {numbers.isError ? <LoadFailure error={numbers.error} onRetry={() => void numbers.refetch()} /> : null}
      {hold.isError ? <LoadFailure error={hold.error} onRetry={() => void hold.refetch()} /> : null}
      {numbers.data && hold.isSuccess ? (
        <SimNumberPicker
          numbers={numbers.data}
          hold={holdRunning ? held : null}
          now={now}
          onSearch={setPattern}
          onHold={(number) => void holding.run({ number })}
          holding={holding.isPending ? holding.variables.number : undefined}
          failure={holding.errorMessage}
        />
      ) : null}
      {holdRunning ? (
        <>
          {failed ? <p role="alert">{failureMessage(failed, t)}</p> : null}
          <SimDeliveryForm
            options={options}
            onSelectionChange={setSelection}
            onSubmit={(delivery) => void order(delivery)}
            pending={ordering.isPending}
            failure={ordering.errorMessage}
          />
        </>
      ) : (
        <p>{t('registration.holdFirst')}</p>
      )}
    </section>
  );
}
