import { callKey } from '@selfcare/api-client/query';
import { toRedeemedOffer } from '@selfcare/api-client';
import type { RedeemedOffer } from '@selfcare/domain';
import type { RedeemStep } from '@selfcare/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutcome } from '../../lib/useCallMutation';
import { useCallMutation } from '../../lib/useCallMutation';
import { usePortalQueries } from '../../lib/services';
import { refusalCodeOf, useLoyaltyRefusal } from './useLoyaltyRefusal';

/** Every read a redemption changes: the balance (header, member page), history, offers' stock, my vouchers. */
const changedByRedeeming = [
  callKey('getLayThongTinChungMobileV2'),
  callKey('getLichSuDiemNewV2'),
  callKey('getDSChuongTrinhUuDaiDoiDiem'),
  callKey('apiXemThongTinChuongTrinhUuDai'),
  callKey('apiKiemTraNhanUuDai'),
  callKey('apiDSChuongTrinhUuDaiQuaTang'),
];

export interface RedeemFlow {
  /** The dialog's step, or undefined when no dialog is open. */
  readonly step: RedeemStep | undefined;
  readonly redeemed: RedeemedOffer | undefined;
  readonly error: string | undefined;
  readonly checking: boolean;
  readonly busy: boolean;
  readonly resending: boolean;
  /** Checks eligibility (apiKiemTraNhanUuDai); opens the confirm step, or says why not. */
  start(): Promise<void>;
  /** Sends the code (apiNhanUuDaiWithOTP without otp) and moves to the OTP step. */
  sendCode(): Promise<void>;
  resend(): Promise<void>;
  /** Redeems with the code; the voucher and the points left show in the dialog. */
  confirm(otp: string): Promise<void>;
  close(): void;
}

/**
 * LOY-48: eligibility, confirm, OTP, voucher. The limit codes, of a refused call or of the eligibility
 * check's reason, read as their §8 labels in the reader's language (ERR-51, ERR-52); any other refusal
 * shows the server's message. A redemption refreshes every
 * read it changes, so the balance is new everywhere without a reload.
 */
export function useRedeem(
  member: { token: string; msisdn: string },
  offerId: string,
  notify: (message: string) => void,
): RedeemFlow {
  const { t } = useTranslation(['loyalty']);
  const { loyaltyQueries } = usePortalQueries();
  const queryClient = useQueryClient();
  const redeem = useCallMutation('apiNhanUuDaiWithOTP', {
    map: (answer) => toRedeemedOffer(answer.result),
    invalidates: (data) => (data === undefined ? [] : changedByRedeeming),
  });
  const [step, setStep] = useState<RedeemStep | undefined>();
  const [redeemed, setRedeemed] = useState<RedeemedOffer | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  const body = { token: member.token, msisdn: member.msisdn, id: offerId };

  const refusal = useLoyaltyRefusal();
  const messageOf = (outcome: Extract<CallOutcome<unknown>, { ok: false }>) =>
    refusal(refusalCodeOf(outcome.error), outcome.message);
  const send = async (): Promise<boolean> => {
    const outcome = await redeem.run(body);
    if (!outcome.ok) setError(messageOf(outcome));
    else setError(undefined);
    return outcome.ok;
  };

  return {
    step,
    redeemed,
    error,
    checking,
    busy: redeem.isPending && !resending,
    resending,
    async start() {
      setChecking(true);
      try {
        const check = await queryClient.fetchQuery({ ...loyaltyQueries.redeemCheck(body), staleTime: 0 });
        if (check.eligible) {
          setError(undefined);
          setStep('confirm');
        } else {
          // ERR-51: a monthly limit the check reports reads as the gift limit's label.
          notify(refusal(check.reasonCode, check.reason ?? t('offers.notEligible')));
        }
      } catch {
        notify(t('offers.checkFailed'));
      } finally {
        setChecking(false);
      }
    },
    async sendCode() {
      if (await send()) setStep('otp');
    },
    async resend() {
      setResending(true);
      await send();
      setResending(false);
    },
    async confirm(otp) {
      const outcome = await redeem.run({ ...body, otp });
      if (!outcome.ok) {
        setError(messageOf(outcome));
        return;
      }
      setError(undefined);
      setRedeemed(outcome.data);
      setStep('done');
    },
    close() {
      setStep(undefined);
      setRedeemed(undefined);
      setError(undefined);
    },
  };
}
