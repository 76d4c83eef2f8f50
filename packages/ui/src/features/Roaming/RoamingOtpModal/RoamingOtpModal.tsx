import { useTranslation } from 'react-i18next';
import type { RoamingOtpState } from '@selfcare/domain';
import {
  canResendOtp,
  formatPhoneDisplay,
  MessageKey,
  resendSecondsLeft,
  validateRoamingOtp,
} from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { NoticeDialog } from '../../../components/NoticeDialog/NoticeDialog';
import { OtpInput } from '../../../components/OtpInput/OtpInput';

export interface RoamingOtpModalProps {
  /** The subscriber number (84 form), shown as 0xxx xxx xxx. */
  msisdn: string;
  /** The domain OTP modal state (roamingOtpReducer). */
  state: RoamingOtpState;
  /** The current time in ms, ticked by the portal each second for the countdown. */
  now: number;
  onOtpChange: (raw: string) => void;
  /** ROAM-050: enabled only with exactly 6 digits. */
  onConfirm: () => void;
  /** ROAM-061 'Nhập lại'. */
  onRetry: () => void;
  /** ROAM-061 'Bật chuyển vùng' / resend: sends a new OTP. */
  onResend: () => void;
}

/**
 * ROAM-041 … ROAM-062, ROAM-094, ROAM-095: the OTP modal that turns data roaming on (not closable by a
 * click outside) and its 'Thông báo' notice with retry and resend (disabled during the countdown).
 */
export function RoamingOtpModal({
  msisdn,
  state,
  now,
  onOtpChange,
  onConfirm,
  onRetry,
  onResend,
}: RoamingOtpModalProps) {
  const { t } = useTranslation('ui');
  const open = state.status === 'entering' || state.status === 'verifying';
  const canResend = canResendOtp(state, now);
  const seconds = resendSecondsLeft(state, now);
  const complete = validateRoamingOtp(state.otp).ok;
  const notice = state.notice;
  const noticeText = notice?.message ?? t(notice?.messageKey ?? MessageKey.otpError);
  return (
    <>
      <Dialog
        open={open}
        dismissable={false}
        title={t('roaming.otp.title')}
        description={t('roaming.otp.description', { phone: formatPhoneDisplay(msisdn) })}
        size="sm"
        footer={
          <>
            <Button variant="secondary" disabled={!canResend} onClick={onResend}>
              {canResend ? t('roaming.otp.resend') : t('roaming.otp.resendIn', { seconds })}
            </Button>
            <Button disabled={!complete} loading={state.status === 'verifying'} onClick={onConfirm}>
              {t('roaming.otp.confirm')}
            </Button>
          </>
        }
      >
        <OtpInput
          value={state.otp}
          onValueChange={onOtpChange}
          error={state.inputError ? t(state.inputError) : undefined}
          disabled={state.status === 'verifying'}
        />
      </Dialog>
      <NoticeDialog
        open={notice !== undefined}
        onOpenChange={() => undefined}
        dismissable={false}
        message={noticeText}
        actions={
          <>
            {state.status === 'entering' && state.canRetry ? (
              <Button variant="secondary" onClick={onRetry}>
                {t('roaming.otp.retry')}
              </Button>
            ) : null}
            <Button disabled={!canResend} onClick={onResend}>
              {canResend ? t('roaming.otp.turnOn') : t('roaming.otp.turnOnIn', { seconds })}
            </Button>
          </>
        }
      />
    </>
  );
}
