import { safeImageUrl, type Offer } from '@selfcare/domain';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { useOfferText } from '../private/offerText';
import * as styles from './OfferList.css';

export interface OfferListProps {
  state: 'loading' | 'error' | 'ready';
  /** The offers to show, already filtered and sorted (domain filterOffers). */
  offers: readonly Offer[];
  /** Opens the detail of an offer (LOY-47). */
  onSelect: (offer: Offer) => void;
  onRetry: () => void;
}

/** LOY-08, LOY-52: a category's offers as cards: image, partner, points price and last day. */
export function OfferList({ state, offers, onSelect, onRetry }: OfferListProps) {
  const text = useOfferText();
  const { t } = text;
  if (state === 'loading') {
    return (
      <div role="status" aria-label={t('loyaltyOffers.list.loading')} className={styles.grid}>
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} shape="rect" height="18rem" />
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div role="alert" className={styles.error}>
        <p>{t('loyaltyOffers.list.error')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('loyaltyOffers.list.retry')}
        </Button>
      </div>
    );
  }
  if (offers.length === 0) {
    return (
      <EmptyState
        title={t('loyaltyOffers.list.emptyTitle')}
        description={t('loyaltyOffers.list.emptyLead')}
      />
    );
  }
  return (
    <section className={styles.root} aria-label={t('loyaltyOffers.list.label')}>
      <p className={styles.count} aria-live="polite">
        {t('loyaltyOffers.list.count', { count: offers.length })}
      </p>
      <ul className={styles.grid}>
        {offers.map((offer) => {
          const title = text.name(offer.title);
          const image = safeImageUrl(offer.imageUrl);
          return (
            <li key={offer.id}>
              <article className={styles.card} aria-label={title}>
                {image === undefined ? (
                  <div className={styles.image} aria-hidden="true" />
                ) : (
                  <img className={styles.image} src={image} alt="" loading="lazy" decoding="async" />
                )}
                <div className={styles.body}>
                  <div className={styles.badges}>
                    <Badge tone={offer.kind === 'gift' ? 'info' : 'brand'}>
                      {t(`loyaltyOffers.card.${offer.kind}`)}
                    </Badge>
                    {offer.stock <= 0 ? (
                      <Badge tone="critical">{t('loyaltyOffers.card.soldOut')}</Badge>
                    ) : null}
                  </div>
                  <h3 className={styles.title}>{title}</h3>
                  <p className={styles.meta}>{t('loyaltyOffers.card.partner', { name: offer.partner })}</p>
                  <p className={styles.points}>{text.points(offer.points)}</p>
                  <p className={styles.meta}>
                    {t('loyaltyOffers.card.validUntil', { date: text.day(offer.validUntil) })}
                  </p>
                  <div className={styles.action}>
                    <Button
                      variant="secondary"
                      size="sm"
                      fullWidth
                      aria-label={`${t('loyaltyOffers.card.details')}: ${title}`}
                      onClick={() => onSelect(offer)}
                    >
                      {t('loyaltyOffers.card.details')}
                    </Button>
                  </div>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
