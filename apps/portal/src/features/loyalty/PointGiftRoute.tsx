import { callKey } from '@selfcare/api-client/query';
import { GIFT_NOT_MEMBER_CODE } from '@selfcare/domain';
import { PointGiftForm, type PointGiftRequest, type PointGiftStep } from '@selfcare/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, failureMessage } from '../../lib/apiErrorMessage';
import * as pageStyles from '../../lib/pageStyles.css';
import { usePortalQueries } from '../../lib/services';
import { useCallMutation, type CallOutcome } from '../../lib/useCallMutation';
import { BackToMember, MemberGate } from './MemberGate';
import { refusalCodeOf, useLoyaltyRefusal } from './useLoyaltyRefusal';
import type { MemberState } from './useMember';

type Member = Extract<MemberState, { status: 'member' }>;

/** What a gift changes: both balances (the giver's here), the history. */
const changedByGiving = [callKey('getLayThongTinChungMobileV2'), callKey('getLichSuDiemNewV2')];

/** LOY-57 … LOY-62: /vinaphone-plus/point-gift (path assumed): give points to another member. */
export function Component() {
  const { t } = useTranslation(['loyalty']);
  return (
    <section className={pageStyles.page} aria-labelledby="point-gift-title">
      <h1 id="point-gift-title" className={pageStyles.title}>
        {t('gift.title')}
      </h1>
      <p>{t('gift.lead')}</p>
      <BackToMember />
      <MemberGate>{(member) => <PointGift member={member} />}</MemberGate>
    </section>
  );
}

function PointGift({ member }: { member: Member }) {
  const { t } = useTranslation(['loyalty', 'errors']);
  const { loyaltyQueries } = usePortalQueries();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<PointGiftStep>({ kind: 'form' });
  const [error, setError] = useState<string | undefined>();
  const [looking, setLooking] = useState(false);
  const sendCode = useCallMutation('TangDiemSendOTP');
  const verify = useCallMutation('TangDiemVerify', { map: (answer) => answer.result.maXacThuc });
  const give = useCallMutation('TangDiem', {
    map: (answer) => ({ id: answer.result.maGiaoDich, pointsLeft: answer.result.diemConLai }),
    invalidates: changedByGiving,
  });
  const params = { token: member.token, msisdn: member.msisdn };
  const body = (request: PointGiftRequest) => ({
    ...params,
    sdtNhan: request.recipient,
    soDiem: request.points,
  });

  // ERR-51: the recipient's monthly limit reads as the gift limit's label in the reader's language; a
  // recipient who is no member (told after the code, issue 47) as the page's own sentence.
  const refusal = useLoyaltyRefusal();
  const told = (outcome: Extract<CallOutcome<unknown>, { ok: false }>) => {
    const code = refusalCodeOf(outcome.error);
    setError(code === GIFT_NOT_MEMBER_CODE ? t('gift.notMember') : refusal(code, outcome.message));
  };

  const lookup = async (request: PointGiftRequest) => {
    setLooking(true);
    setError(undefined);
    try {
      // Issue 47: the lookup answers a member and a stranger alike; the number is read back to confirm.
      await queryClient.fetchQuery({
        ...loyaltyQueries.giftRecipient({ ...params, sdtNhan: request.recipient }),
        staleTime: 0,
      });
      setStep({ kind: 'confirm', request });
    } catch (thrown) {
      setError(apiErrorOf(thrown) ? failureMessage(thrown, t) : t('errors:generic'));
    } finally {
      setLooking(false);
    }
  };

  const send = async (request: PointGiftRequest) => {
    const outcome = await sendCode.run(body(request));
    if (!outcome.ok) return told(outcome);
    setError(undefined);
    setStep({ kind: 'otp', request });
  };

  const confirm = async (request: PointGiftRequest, otp: string) => {
    const checked = await verify.run({ ...body(request), otp });
    if (!checked.ok) return told(checked);
    const given = await give.run({ ...body(request), maXacThuc: checked.data });
    if (!given.ok) return told(given);
    setError(undefined);
    setStep({ kind: 'done', request, transactionId: given.data.id, pointsLeft: given.data.pointsLeft });
  };

  return (
    <PointGiftForm
      step={step}
      giver={{ msisdn: member.msisdn, points: member.info.points ?? 0 }}
      busy={looking || sendCode.isPending || verify.isPending || give.isPending}
      error={error}
      onLookup={(request) => void lookup(request)}
      onConfirm={() => (step.kind === 'confirm' ? void send(step.request) : undefined)}
      onSubmitOtp={(otp) => (step.kind === 'otp' ? void confirm(step.request, otp) : undefined)}
      onResend={() => (step.kind === 'otp' ? void send(step.request) : undefined)}
      onRestart={() => {
        setError(undefined);
        setStep({ kind: 'form' });
      }}
    />
  );
}
