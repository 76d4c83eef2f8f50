import { formatNewsDate, formatPoints, nextTierProgress, pointsExpiringSoon } from '@selfcare/domain';
import { Button, Card, Skeleton, TierBenefits, useTierName } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import * as pageStyles from '../../lib/pageStyles.css';
import { PrefetchLink } from '../../lib/prefetch';
import { usePortalQueries } from '../../lib/services';
import * as styles from './loyalty.css';
import { EmailPrompt } from './EmailPrompt';
import { MemberCardDialog } from './MemberCardDialog';
import { MemberGate } from './MemberGate';
import { todayInVietnam, type MemberState } from './useMember';

/** LOY-01, SHELL-008: the member's tier, points, points expiring soon, card, privileges and shortcuts. */
export function Component() {
  const { t } = useTranslation(['loyalty']);
  return (
    <section className={pageStyles.page} aria-labelledby="loyalty-title">
      <h1 id="loyalty-title" className={pageStyles.title}>
        {t('title')}
      </h1>
      <MemberGate>{(member) => <MemberOverview member={member} />}</MemberGate>
    </section>
  );
}

function MemberOverview({ member }: { member: Extract<MemberState, { status: 'member' }> }) {
  const { t, i18n } = useTranslation(['loyalty']);
  const tierName = useTierName();
  const { loyaltyQueries } = usePortalQueries();
  const [cardOpen, setCardOpen] = useState(false);
  // LOY-31: the header's "member card" entry links here with ?card=open; closing the card drops it.
  const [params, setParams] = useSearchParams();
  const cardAsked = params.get('card') === 'open';
  const showCard = (open: boolean) => {
    setCardOpen(open);
    if (!open && cardAsked) setParams({}, { replace: true });
  };
  const benefits = useQuery(loyaltyQueries.tierBenefits({ token: member.token, msisdn: member.msisdn }));
  const { info } = member;
  const points = info.points ?? 0;
  const expiring = pointsExpiringSoon(info.expiring ?? [], todayInVietnam());
  const progress = nextTierProgress(info.tier, points);
  return (
    <>
      <Card as="section" title={t('member.summary')} headingLevel={2} padding="lg">
        <dl className={styles.summary}>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{t('member.tier')}</dt>
            <dd className={styles.figureValue}>{tierName(info.tier)}</dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{t('member.points')}</dt>
            <dd className={styles.figureValue}>{formatPoints(points, i18n.language)}</dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{t('member.expiring')}</dt>
            <dd className={styles.figureValue}>
              {expiring
                ? t('member.expiringValue', {
                    points: formatPoints(expiring.points, i18n.language),
                    date: formatNewsDate(expiring.expiresOn, i18n.language),
                  })
                : t('member.noneExpiring')}
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Button onClick={() => setCardOpen(true)}>{t('member.openCard')}</Button>
        </div>
      </Card>
      <EmailPrompt token={member.token} msisdn={member.msisdn} />
      <Card as="section" title={t('member.benefits')} headingLevel={2} padding="lg">
        {benefits.isPending ? (
          <Skeleton shape="rect" height="8rem" />
        ) : (
          <TierBenefits
            benefits={benefits.data ?? []}
            currentTier={info.tier}
            tiers={progress ? [info.tier, progress.tier] : [info.tier]}
            progress={progress}
          />
        )}
      </Card>
      <nav aria-label={t('member.shortcuts')}>
        <ul className={styles.shortcuts}>
          <li>
            <Button asChild variant="secondary">
              <PrefetchLink to={paths.loyalty.getHref('point-history')}>
                {t('pages.pointHistory')}
              </PrefetchLink>
            </Button>
          </li>
          <li>
            <Button asChild variant="secondary">
              <PrefetchLink to={paths.loyalty.getHref('point-service')}>
                {t('pages.pointService')}
              </PrefetchLink>
            </Button>
          </li>
          <li>
            <Button asChild variant="secondary">
              <PrefetchLink to={paths.loyalty.getHref('membership-benefits')}>
                {t('pages.benefits')}
              </PrefetchLink>
            </Button>
          </li>
          <li>
            <Button asChild variant="secondary">
              <PrefetchLink to={`${paths.loyalty.getHref('offer')}?tabIndex=1`}>
                {t('vouchers.title')}
              </PrefetchLink>
            </Button>
          </li>
          <li>
            <Button asChild variant="secondary">
              <PrefetchLink to={paths.loyalty.getHref('point-gift')}>{t('gift.title')}</PrefetchLink>
            </Button>
          </li>
        </ul>
      </nav>
      <MemberCardDialog
        open={cardOpen || cardAsked}
        onOpenChange={showCard}
        member={info}
        token={member.token}
        msisdn={member.msisdn}
      />
    </>
  );
}
