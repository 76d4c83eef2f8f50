import { voucherState, type MemberVoucher, type VoucherState } from '@selfcare/domain';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { useOfferText } from '../private/offerText';
import * as styles from './MyVouchers.css';

const tones = { usable: 'positive', used: 'neutral', expired: 'caution' } as const satisfies Record<
  VoucherState,
  string
>;

export interface MyVouchersProps {
  state: 'loading' | 'error' | 'ready';
  /** In the order to show (domain sortVouchers, or the history's newest use first). */
  vouchers: readonly MemberVoucher[];
  /** Today in Vietnam, 'YYYY-MM-DD': the states are read against it. */
  today: string;
  onShowCode: (voucher: MemberVoucher) => void;
  onTrack: (voucher: MemberVoucher) => void;
  onRate: (voucher: MemberVoucher) => void;
  onRetry: () => void;
}

/**
 * LOY-05 … LOY-07: the member's vouchers or gifts with their state (usable, used, expired): a usable one
 * shows its code, a gift can be tracked (LOY-49), a used one rated (LOY-50).
 */
export function MyVouchers({
  state,
  vouchers,
  today,
  onShowCode,
  onTrack,
  onRate,
  onRetry,
}: MyVouchersProps) {
  const text = useOfferText();
  const { t } = text;
  if (state === 'loading') {
    return (
      <div role="status" aria-label={t('loyaltyOffers.mine.loading')} className={styles.list}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} shape="rect" height="4.5rem" />
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div role="alert" className={styles.error}>
        <p>{t('loyaltyOffers.mine.error')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('loyaltyOffers.list.retry')}
        </Button>
      </div>
    );
  }
  if (vouchers.length === 0) {
    return (
      <EmptyState
        title={t('loyaltyOffers.mine.emptyTitle')}
        description={t('loyaltyOffers.mine.emptyLead')}
      />
    );
  }
  return (
    <ul className={styles.list} aria-label={t('loyaltyOffers.mine.label')}>
      {vouchers.map((voucher) => {
        const status = voucherState(voucher, today);
        const title = text.name(voucher.title);
        const named = (action: string) => `${action}: ${title}`;
        return (
          <li key={voucher.id} className={styles.item}>
            <div className={styles.text}>
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.meta}>{t('loyaltyOffers.card.partner', { name: voucher.partner })}</p>
              <p className={styles.meta}>
                {t('loyaltyOffers.mine.redeemedOn', { date: text.day(voucher.redeemedOn) })}
              </p>
              <p className={styles.meta}>
                {voucher.usedOn === undefined
                  ? t('loyaltyOffers.mine.expiresOn', { date: text.day(voucher.expiresOn) })
                  : t('loyaltyOffers.mine.usedOn', { date: text.day(voucher.usedOn) })}
              </p>
              <div>
                <Badge tone={tones[status]}>{t(`loyaltyOffers.mine.states.${status}`)}</Badge>
              </div>
            </div>
            <div className={styles.actions}>
              {status === 'usable' ? (
                <Button
                  size="sm"
                  aria-label={named(t('loyaltyOffers.mine.showCode'))}
                  onClick={() => onShowCode(voucher)}
                >
                  {t('loyaltyOffers.mine.showCode')}
                </Button>
              ) : null}
              {voucher.kind === 'gift' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={named(t('loyaltyOffers.mine.track'))}
                  onClick={() => onTrack(voucher)}
                >
                  {t('loyaltyOffers.mine.track')}
                </Button>
              ) : null}
              {status === 'used' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={named(t('loyaltyOffers.mine.rate'))}
                  onClick={() => onRate(voucher)}
                >
                  {t('loyaltyOffers.mine.rate')}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
