import { canConfirmOtp, formatPhoneDisplay, type RedeemedOffer } from '@selfcare/domain';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { Dialog, DialogClose } from '../../../components/Dialog/Dialog';
import { OtpInput } from '../../../components/OtpInput/OtpInput';
import { useOfferText } from '../private/offerText';
import { VoucherCode } from '../VoucherCode/VoucherCode';
import * as styles from './RedeemDialog.css';

export type RedeemStep = 'confirm' | 'otp' | 'done';

export interface RedeemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  step: RedeemStep;
  /** The offer's title in the reader's language and its price. */
  offer: { title: string; points: number };
  balance: number;
  /** The member's number, where the code went. */
  msisdn: string;
  /** The voucher, once redeemed (step 'done'). */
  redeemed?: RedeemedOffer | undefined;
  /** Sends the code (step 'confirm'). */
  onConfirm: () => void;
  /** Redeems with the typed code (step 'otp'). */
  onSubmitOtp: (otp: string) => void;
  onResend: () => void;
  busy?: boolean;
  resending?: boolean;
  /** A translated message (wrong code, the server's refusal); the typed code is kept. */
  error?: string | undefined;
  /** Copies the voucher code (the clipboard by default). */
  copy?: (text: string) => Promise<void>;
}

/**
 * LOY-48: confirm the points it costs, then the OTP (LOY-48 assumes the OTP confirm), then the voucher
 * code with the points left. The owner runs the calls and moves the step.
 */
export function RedeemDialog(props: RedeemDialogProps) {
  const text = useOfferText();
  const { t } = text;
  const [otp, setOtp] = useState('');
  const { step, offer, busy = false } = props;
  const change = (open: boolean) => {
    if (!open) setOtp('');
    props.onOpenChange(open);
  };
  const submit = () => {
    if (canConfirmOtp(otp) && !busy) props.onSubmitOtp(otp.trim());
  };
  const error = props.error ? (
    <p role="alert" className={styles.error}>
      {props.error}
    </p>
  ) : null;
  if (step === 'done' && props.redeemed) {
    return (
      <Dialog
        open={props.open}
        onOpenChange={change}
        size="sm"
        title={t('loyaltyOffers.redeem.doneTitle')}
        description={t('loyaltyOffers.redeem.doneLead', { points: text.points(props.redeemed.pointsLeft) })}
        footer={
          <DialogClose asChild>
            <Button variant="secondary">{t('loyaltyOffers.redeem.close')}</Button>
          </DialogClose>
        }
      >
        <VoucherCode code={props.redeemed.code} expiresOn={props.redeemed.expiresOn} copy={props.copy} />
      </Dialog>
    );
  }
  if (step === 'otp') {
    return (
      <Dialog
        open={props.open}
        onOpenChange={change}
        size="sm"
        title={t('loyaltyOffers.redeem.otpTitle')}
        description={t('loyaltyOffers.redeem.otpLead', { phone: formatPhoneDisplay(props.msisdn) })}
        footer={
          <>
            <Button variant="ghost" onClick={props.onResend} loading={props.resending} disabled={busy}>
              {t('loyaltyOffers.redeem.resend')}
            </Button>
            <Button disabled={!canConfirmOtp(otp)} loading={busy} onClick={submit}>
              {t('loyaltyOffers.redeem.otpConfirm')}
            </Button>
          </>
        }
      >
        <form
          className={styles.body}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <OtpInput value={otp} onValueChange={setOtp} />
          {error}
        </form>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={props.open}
      onOpenChange={change}
      size="sm"
      title={t('loyaltyOffers.redeem.confirmTitle')}
      description={t('loyaltyOffers.redeem.confirmLead', {
        points: text.points(offer.points),
        title: offer.title,
        left: text.points(Math.max(0, props.balance - offer.points)),
      })}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost" disabled={busy}>
              {t('loyaltyOffers.redeem.cancel')}
            </Button>
          </DialogClose>
          <Button loading={busy} onClick={props.onConfirm}>
            {t('loyaltyOffers.redeem.confirm')}
          </Button>
        </>
      }
    >
      {error}
    </Dialog>
  );
}
