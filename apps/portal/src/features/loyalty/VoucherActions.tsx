import { callKey } from '@selfcare/api-client/query';
import { nameIn, type MemberVoucher } from '@selfcare/domain';
import { Dialog, GiftTracking, RateVoucher, VoucherCode } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/feedback';
import { LoadFailure } from '../../lib/LoadFailure';
import { usePortalQueries } from '../../lib/services';
import { useCallMutation } from '../../lib/useCallMutation';
import { refusalCodeOf, useLoyaltyRefusal } from './useLoyaltyRefusal';

export type VoucherAction = { kind: 'code' | 'track' | 'rate'; voucher: MemberVoucher };

type MemberParams = { token: string; msisdn: string };

/** LOY-48, LOY-49, LOY-50: the dialog of what the member chose on one of their vouchers. */
export function VoucherActionDialog({
  action,
  member,
  onClose,
}: {
  action: VoucherAction;
  member: MemberParams;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['loyalty']);
  const title = nameIn(action.voucher.title, i18n.language);
  const heading = {
    code: t('vouchers.codeTitle'),
    track: t('vouchers.trackTitle'),
    rate: t('vouchers.rateTitle'),
  }[action.kind];
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={heading}
      description={title}
      size="sm"
    >
      {action.kind === 'code' ? (
        <VoucherCode code={action.voucher.code} expiresOn={action.voucher.expiresOn} />
      ) : action.kind === 'track' ? (
        <Tracking member={member} voucherId={action.voucher.id} />
      ) : (
        <Rating member={member} voucherId={action.voucher.id} onDone={onClose} />
      )}
    </Dialog>
  );
}

function Tracking({ member, voucherId }: { member: MemberParams; voucherId: string }) {
  const { loyaltyQueries } = usePortalQueries();
  const tracking = useQuery(loyaltyQueries.giftTracking({ ...member, id: voucherId }));
  // §8: a refused or failed read says why (it waited on a skeleton for ever), with a retry.
  if (tracking.isError) {
    return <LoadFailure error={tracking.error} onRetry={() => void tracking.refetch()} />;
  }
  return <GiftTracking tracking={tracking.data} />;
}

/** ERR-52: a second rating is refused with the rating limit's label, in the reader's language. */
function Rating({
  member,
  voucherId,
  onDone,
}: {
  member: MemberParams;
  voucherId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(['loyalty']);
  const feedback = useFeedback();
  const { loyaltyQueries } = usePortalQueries();
  const check = useQuery(loyaltyQueries.ratingCheck({ ...member, id: voucherId }));
  const rate = useCallMutation('apiDanhGiaChuongTrinhUuDai', {
    invalidates: [callKey('KiemTraDanhGiaChuongTrinhUuDai')],
  });
  const refusal = useLoyaltyRefusal();
  return (
    <RateVoucher
      rated={check.data?.canRate === false ? check.data.stars : undefined}
      submitting={rate.isPending}
      error={
        rate.errorMessage === undefined ? undefined : refusal(refusalCodeOf(rate.failure), rate.errorMessage)
      }
      onSubmit={async (stars) => {
        const outcome = await rate.run({ ...member, id: voucherId, soSao: stars });
        if (!outcome.ok) return;
        feedback.toast('success', t('vouchers.thanks'));
        onDone();
      }}
    />
  );
}
