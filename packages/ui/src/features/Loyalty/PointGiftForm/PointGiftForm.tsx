import { canConfirmOtp, formatPhoneDisplay, validatePointGift } from '@selfcare/domain';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { OtpInput } from '../../../components/OtpInput/OtpInput';
import { PhoneField } from '../../../components/PhoneField/PhoneField';
import { TextField } from '../../../components/TextField/TextField';
import { useOfferText } from '../private/offerText';
import * as styles from './PointGiftForm.css';

export interface PointGiftRequest {
  recipient: string;
  points: number;
}

export type PointGiftStep =
  | { kind: 'form' }
  /**
   * The number is read back: the member confirms, which sends the code. Whether the recipient can receive
   * (a member, their monthly limit) is told only after the code (issue 47), so nothing about them shows here.
   */
  | { kind: 'confirm'; request: PointGiftRequest }
  | { kind: 'otp'; request: PointGiftRequest }
  | { kind: 'done'; request: PointGiftRequest; transactionId: string; pointsLeft: number };

export interface PointGiftFormProps {
  step: PointGiftStep;
  /** The giver's number and points: the §5 rules are checked against them before any call. */
  giver: { msisdn: string; points: number };
  /** Reads the recipient (step 'form'). */
  onLookup: (request: PointGiftRequest) => void;
  /** Sends the code (step 'confirm'). */
  onConfirm: () => void;
  /** Gives the points with the code (step 'otp'). */
  onSubmitOtp: (otp: string) => void;
  onResend: () => void;
  /** Starts again from an empty form. */
  onRestart: () => void;
  busy?: boolean;
  /** A translated message (the server's refusal, the gift limit's label). */
  error?: string | undefined;
}

/**
 * LOY-57 … LOY-62: the recipient and the points, checked by the §5 rules (VAL-48 … VAL-50, domain
 * validatePointGift; the monthly limit is the server's, VAL-51), the recipient confirmed, the OTP, the receipt.
 */
export function PointGiftForm(props: PointGiftFormProps) {
  const text = useOfferText();
  const { t } = text;
  const { step, giver, busy = false } = props;
  const [recipient, setRecipient] = useState('');
  const [points, setPoints] = useState('');
  const [otp, setOtp] = useState('');
  const [ruleError, setRuleError] = useState<string | undefined>();
  const error = props.error ? (
    <p role="alert" className={styles.error}>
      {props.error}
    </p>
  ) : null;

  if (step.kind === 'done') {
    return (
      <div className={styles.form} role="status">
        <h2 className={styles.title}>{t('loyaltyOffers.gift.doneTitle')}</h2>
        <p>
          {t('loyaltyOffers.gift.receipt', {
            points: text.points(step.request.points),
            phone: formatPhoneDisplay(step.request.recipient),
            id: step.transactionId,
            left: text.points(step.pointsLeft),
          })}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={props.onRestart}>
            {t('loyaltyOffers.gift.again')}
          </Button>
        </div>
      </div>
    );
  }
  if (step.kind === 'otp') {
    return (
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (canConfirmOtp(otp) && !busy) props.onSubmitOtp(otp.trim());
        }}
      >
        <p>
          {t('loyaltyOffers.gift.otpLead', {
            points: text.points(step.request.points),
            phone: formatPhoneDisplay(step.request.recipient),
          })}
        </p>
        <OtpInput value={otp} onValueChange={setOtp} />
        {error}
        <div className={styles.actions}>
          <Button type="submit" disabled={!canConfirmOtp(otp)} loading={busy}>
            {t('loyaltyOffers.gift.send')}
          </Button>
          <Button variant="ghost" onClick={props.onResend} disabled={busy}>
            {t('loyaltyOffers.gift.resend')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <form
      className={styles.form}
      aria-label={t('loyaltyOffers.gift.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (step.kind === 'confirm') {
          props.onConfirm();
          return;
        }
        const checked = validatePointGift({
          points: Number(points),
          giverMsisdn: giver.msisdn,
          recipientMsisdn: recipient,
          balance: giver.points,
        });
        if (!checked.ok) {
          setRuleError(t(checked.error));
          return;
        }
        setRuleError(undefined);
        props.onLookup({ recipient, points: Number(points) });
      }}
    >
      <p className={styles.note}>{t('loyaltyOffers.gift.balance', { points: text.points(giver.points) })}</p>
      <PhoneField
        label={t('loyaltyOffers.gift.recipient')}
        value={recipient}
        onValueChange={setRecipient}
        disabled={step.kind === 'confirm'}
        required
      />
      <TextField
        label={t('loyaltyOffers.gift.points')}
        hint={t('loyaltyOffers.gift.pointsHint')}
        inputMode="numeric"
        value={points}
        onChange={(event) => setPoints(event.target.value.replace(/\D/g, '').slice(0, 7))}
        disabled={step.kind === 'confirm'}
        error={ruleError}
        required
      />
      {step.kind === 'confirm' ? <p>{t('loyaltyOffers.gift.recipientCheck')}</p> : null}
      {error}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {step.kind === 'confirm'
            ? t('loyaltyOffers.gift.confirm', {
                points: text.points(step.request.points),
                phone: formatPhoneDisplay(step.request.recipient),
              })
            : t('loyaltyOffers.gift.next')}
        </Button>
        {step.kind === 'confirm' ? (
          <Button variant="ghost" onClick={props.onRestart} disabled={busy}>
            {t('loyaltyOffers.redeem.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
