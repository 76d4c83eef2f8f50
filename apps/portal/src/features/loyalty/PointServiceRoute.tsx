import { withPointRates } from '@selfcare/domain';
import { PointServices, Skeleton } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../lib/LoadFailure';
import * as pageStyles from '../../lib/pageStyles.css';
import { usePortalQueries } from '../../lib/services';
import { BackToMember, MemberGate } from './MemberGate';
import type { MemberState } from './useMember';

/** LOY-03, LOY-43: the services that earn points (apiLayDanhSachDichVuSuDung) and their rates (getConfigPromotionPoints). */
export function Component() {
  const { t } = useTranslation(['loyalty']);
  return (
    <section className={pageStyles.page} aria-labelledby="point-service-title">
      <h1 id="point-service-title" className={pageStyles.title}>
        {t('services.title')}
      </h1>
      <p>{t('services.lead')}</p>
      <BackToMember />
      <MemberGate>{(member) => <Services member={member} />}</MemberGate>
    </section>
  );
}

function Services({ member }: { member: Extract<MemberState, { status: 'member' }> }) {
  const { loyaltyQueries } = usePortalQueries();
  const params = { token: member.token, msisdn: member.msisdn };
  const services = useQuery(loyaltyQueries.pointServices(params));
  // A missing rate list still shows the services (each says its rate is being updated).
  const rates = useQuery(loyaltyQueries.pointRates(params));
  if (services.isPending || rates.isPending) return <Skeleton shape="rect" height="10rem" />;
  if (services.isError) return <LoadFailure error={services.error} onRetry={() => void services.refetch()} />;
  return <PointServices services={withPointRates(services.data, rates.data ?? [])} />;
}
