import { nextTierProgress } from '@selfcare/domain';
import { Skeleton, TierBenefits } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../lib/LoadFailure';
import * as pageStyles from '../../lib/pageStyles.css';
import { usePortalQueries } from '../../lib/services';
import { BackToMember, MemberGate } from './MemberGate';
import type { MemberState } from './useMember';

/** LOY-04, LOY-44: the privileges of every tier side by side (Api_DSChuongTrinhUuDaiUuDaiHoiVien). */
export function Component() {
  const { t } = useTranslation(['loyalty']);
  return (
    <section className={pageStyles.page} aria-labelledby="benefits-title">
      <h1 id="benefits-title" className={pageStyles.title}>
        {t('benefits.title')}
      </h1>
      <p>{t('benefits.lead')}</p>
      <BackToMember />
      <MemberGate>{(member) => <AllTiers member={member} />}</MemberGate>
    </section>
  );
}

function AllTiers({ member }: { member: Extract<MemberState, { status: 'member' }> }) {
  const { loyaltyQueries } = usePortalQueries();
  const benefits = useQuery(loyaltyQueries.tierBenefits({ token: member.token, msisdn: member.msisdn }));
  if (benefits.isPending) return <Skeleton shape="rect" height="12rem" />;
  if (benefits.isError) return <LoadFailure error={benefits.error} onRetry={() => void benefits.refetch()} />;
  return (
    <TierBenefits
      benefits={benefits.data}
      currentTier={member.info.tier}
      progress={nextTierProgress(member.info.tier, member.info.points ?? 0)}
    />
  );
}
