import { MyVouchers } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as pageStyles from '../../lib/pageStyles.css';
import { usePortalQueries } from '../../lib/services';
import { BackToMember, MemberGate } from './MemberGate';
import { todayInVietnam, type MemberState } from './useMember';
import { VoucherActionDialog, type VoucherAction } from './VoucherActions';

type Member = Extract<MemberState, { status: 'member' }>;

/** LOY-07, LOY-49: /vinaphone-plus/voucher-history, the vouchers and gifts used, newest use first. */
export function Component() {
  const { t } = useTranslation(['loyalty']);
  return (
    <section className={pageStyles.page} aria-labelledby="voucher-history-title">
      <h1 id="voucher-history-title" className={pageStyles.title}>
        {t('vouchers.historyTitle')}
      </h1>
      <p>{t('vouchers.historyLead')}</p>
      <BackToMember />
      <MemberGate>{(member) => <History member={member} />}</MemberGate>
    </section>
  );
}

function History({ member }: { member: Member }) {
  const { loyaltyQueries } = usePortalQueries();
  const memberParams = { token: member.token, msisdn: member.msisdn };
  const list = useQuery(loyaltyQueries.voucherHistory(memberParams));
  const [action, setAction] = useState<VoucherAction | undefined>();
  return (
    <>
      <MyVouchers
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        vouchers={list.data ?? []}
        today={todayInVietnam()}
        onShowCode={(voucher) => setAction({ kind: 'code', voucher })}
        onTrack={(voucher) => setAction({ kind: 'track', voucher })}
        onRate={(voucher) => setAction({ kind: 'rate', voucher })}
        onRetry={() => void list.refetch()}
      />
      {action === undefined ? null : (
        <VoucherActionDialog action={action} member={memberParams} onClose={() => setAction(undefined)} />
      )}
    </>
  );
}
