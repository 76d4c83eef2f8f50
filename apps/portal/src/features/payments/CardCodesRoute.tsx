import type { CardCodeOrder, PurchasedCardCode } from '@selfcare/domain';
import { CardCodePurchase } from '@selfcare/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../lib/LoadFailure';
import { useFeedback } from '../../lib/feedback';
import * as pageStyles from '../../lib/pageStyles.css';
import { useRecharge } from './useRecharge';

/** Card codes (mua-ma-the): bought from the main balance (ERR-40 when it is too low), shown once. */
export function Component() {
  const { t } = useTranslation(['payments']);
  const feedback = useFeedback();
  const { allowance, send, error, pending } = useRecharge();
  const [purchased, setPurchased] = useState<readonly PurchasedCardCode[] | undefined>(undefined);

  const buy = async (order: CardCodeOrder) => {
    const outcome = await send({ kind: 'CARD_CODE', amount: order.value, quantity: order.quantity });
    if (outcome?.kind !== 'cardCodes') return;
    setPurchased(outcome.cards);
    feedback.toast('success', t('cardCodes.bought', { count: outcome.cards.length }));
  };

  return (
    <section className={pageStyles.page} aria-labelledby="card-codes-title">
      <div>
        <h1 id="card-codes-title" className={pageStyles.title}>
          {t('cardCodes.title')}
        </h1>
        <p>{t('cardCodes.lead')}</p>
      </div>
      {allowance.isError ? <LoadFailure error={allowance.error} /> : null}
      <CardCodePurchase
        mainBalance={allowance.data?.mainBalance}
        onSubmit={(order) => void buy(order)}
        submitting={pending}
        error={error}
        purchased={purchased}
      />
    </section>
  );
}
