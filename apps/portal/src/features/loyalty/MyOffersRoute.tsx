import { MY_OFFER_TABS, myOfferTab, sortVouchers } from '@selfcare/domain';
import { MyVouchers, Tabs } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import * as pageStyles from '../../lib/pageStyles.css';
import { PrefetchLink } from '../../lib/prefetch';
import { usePortalQueries } from '../../lib/services';
import { BackToMember, MemberGate } from './MemberGate';
import { todayInVietnam, type MemberState } from './useMember';
import { VoucherActionDialog, type VoucherAction } from './VoucherActions';

type Member = Extract<MemberState, { status: 'member' }>;

/** LOY-05, LOY-06: /vinaphone-plus/offer?tabIndex=1 (vouchers) or 2 (gifts), the member's own with their state. */
export function Component() {
  const { t } = useTranslation(['loyalty']);
  return (
    <section className={pageStyles.page} aria-labelledby="my-offers-title">
      <h1 id="my-offers-title" className={pageStyles.title}>
        {t('vouchers.title')}
      </h1>
      <BackToMember />
      <PrefetchLink to={paths.loyalty.getHref('voucher-history')}>{t('vouchers.historyLink')}</PrefetchLink>
      <MemberGate>{(member) => <MyOffers member={member} />}</MemberGate>
    </section>
  );
}

function MyOffers({ member }: { member: Member }) {
  const { t } = useTranslation(['loyalty']);
  const [params, setParams] = useSearchParams();
  const tab = myOfferTab(params.get('tabIndex'));
  const [action, setAction] = useState<VoucherAction | undefined>();
  const memberParams = { token: member.token, msisdn: member.msisdn };
  const panel = (index: 1 | 2) => (
    <Vouchers member={memberParams} kind={MY_OFFER_TABS[index]} onAction={setAction} />
  );
  return (
    <>
      <Tabs
        label={t('vouchers.title')}
        value={String(tab)}
        onValueChange={(value) => setParams({ tabIndex: value })}
        items={[
          { value: '1', label: t('vouchers.tabs.voucher'), content: tab === 1 ? panel(1) : null },
          { value: '2', label: t('vouchers.tabs.gift'), content: tab === 2 ? panel(2) : null },
        ]}
      />
      {action === undefined ? null : (
        <VoucherActionDialog action={action} member={memberParams} onClose={() => setAction(undefined)} />
      )}
    </>
  );
}

function Vouchers({
  member,
  kind,
  onAction,
}: {
  member: { token: string; msisdn: string };
  kind: 'voucher' | 'gift';
  onAction: (action: VoucherAction) => void;
}) {
  const { loyaltyQueries } = usePortalQueries();
  const list = useQuery(loyaltyQueries.myVouchers({ ...member, loai: kind }));
  const today = todayInVietnam();
  return (
    <MyVouchers
      state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
      vouchers={sortVouchers(list.data ?? [], today)}
      today={today}
      onShowCode={(voucher) => onAction({ kind: 'code', voucher })}
      onTrack={(voucher) => onAction({ kind: 'track', voucher })}
      onRate={(voucher) => onAction({ kind: 'rate', voucher })}
      onRetry={() => void list.refetch()}
    />
  );
}
