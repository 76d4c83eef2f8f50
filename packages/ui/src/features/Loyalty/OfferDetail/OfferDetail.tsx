import { safeImageUrl, type OfferBlock, type OfferDetail as OfferDetailModel } from '@selfcare/domain';
import { useId } from 'react';
import { Button } from '../../../components/Button/Button';
import { SafeHtml } from '../../../components/SafeHtml/SafeHtml';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { useOfferText } from '../private/offerText';
import * as styles from './OfferDetail.css';

export interface OfferDetailProps {
  /** undefined while it loads. */
  offer: OfferDetailModel | undefined;
  /** The member's points (undefined when unknown). */
  balance: number | undefined;
  /** Why it cannot be redeemed now (domain offerBlock); the button is then disabled with the reason. */
  block: OfferBlock | undefined;
  onRedeem: () => void;
  /** The eligibility check or the code send is running. */
  redeeming?: boolean;
}

/**
 * LOY-47: an offer's partner, points, last day, stock and monthly limit, its conditions (server HTML,
 * sanitised by SafeHtml) and the redeem button (LOY-48). Shown inside the page's dialog, which has the title.
 */
export function OfferDetail({ offer, balance, block, onRedeem, redeeming = false }: OfferDetailProps) {
  const text = useOfferText();
  const { t } = text;
  const blockId = useId();
  if (offer === undefined) {
    return (
      <div role="status" aria-label={t('loyaltyOffers.detail.loading')}>
        <Skeleton shape="rect" height="14rem" />
      </div>
    );
  }
  const image = safeImageUrl(offer.imageUrl);
  return (
    <div className={styles.root}>
      {image === undefined ? null : <img className={styles.image} src={image} alt="" decoding="async" />}
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('loyaltyOffers.filters.partner')}</dt>
        <dd className={styles.value}>{offer.partner}</dd>
        <dt className={styles.term}>{t('loyaltyOffers.detail.price')}</dt>
        <dd className={styles.value}>{text.points(offer.points)}</dd>
      </dl>
      <p className={styles.note}>
        {t('loyaltyOffers.card.validUntil', { date: text.day(offer.validUntil) })}
      </p>
      <p className={styles.note}>{t('loyaltyOffers.detail.stock', { count: offer.stock })}</p>
      <p className={styles.note}>{t('loyaltyOffers.detail.monthlyLimit', { count: offer.monthlyLimit })}</p>
      {balance === undefined ? null : (
        <p className={styles.note}>{t('loyaltyOffers.detail.balance', { points: text.points(balance) })}</p>
      )}
      <h3 className={styles.heading}>{t('loyaltyOffers.detail.conditions')}</h3>
      <SafeHtml html={offer.conditionsHtml} />
      {block === undefined ? null : (
        <p id={blockId} className={styles.block}>
          {t(`loyaltyOffers.detail.blocks.${block}`)}
        </p>
      )}
      <Button
        onClick={onRedeem}
        loading={redeeming}
        disabled={block !== undefined}
        aria-describedby={block === undefined ? undefined : blockId}
      >
        {t('loyaltyOffers.detail.redeem')}
      </Button>
    </div>
  );
}
