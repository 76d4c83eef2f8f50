import {
  formatNewsDate,
  GIFT_DELIVERY_STEPS,
  type GiftTracking as GiftTrackingModel,
} from '@selfcare/domain';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { useOfferText } from '../private/offerText';
import * as styles from './GiftTracking.css';

export interface GiftTrackingProps {
  /** undefined while it loads. */
  tracking: GiftTrackingModel | undefined;
}

/** LOY-49: the steps of a gift's delivery, the ones reached with their day. */
export function GiftTracking({ tracking }: GiftTrackingProps) {
  const { t, language } = useOfferText();
  if (tracking === undefined) {
    return <Skeleton shape="rect" height="6rem" />;
  }
  return (
    <ol className={styles.list} aria-label={t('loyaltyOffers.tracking.label')}>
      {GIFT_DELIVERY_STEPS.map((step) => {
        const reached = tracking.reached.find((item) => item.step === step);
        return (
          <li
            key={step}
            className={styles.step[reached ? 'reached' : 'ahead']}
            aria-current={tracking.step === step ? 'step' : undefined}
          >
            {t(`loyaltyOffers.tracking.steps.${step}`)}
            <span className={styles.time}>
              {reached ? formatNewsDate(reached.at, language) : t('loyaltyOffers.tracking.notReached')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
