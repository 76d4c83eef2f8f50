/** The roaming OTP modal's side effects: send (ir_register), verify, and the clock for the countdown. */
import { useCallback, useEffect, useReducer, useState } from 'react';
import type { ApiClient } from '@selfcare/api-client';
import type { OtpSendResult } from '@selfcare/domain';
import { ROAMING_OTP_INITIAL, roamingOtpReducer } from '@selfcare/domain';
import { logRoamingIssue } from './errors';

export interface RoamingOtpTarget {
  readonly session: string;
  readonly msisdn: string;
}

export function useRoamingOtp(
  client: ApiClient,
  target: RoamingOtpTarget | undefined,
  onVerified: () => void,
) {
  const [state, dispatch] = useReducer(roamingOtpReducer, ROAMING_OTP_INITIAL);
  const [now, setNow] = useState(() => Date.now());
  const counting = state.resendAvailableAt > now;
  // DOM-60: the countdown needs a clock only while it runs.
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  /** ROAM-041 … ROAM-046: ask for a code with service ir_register. */
  const send = useCallback(async () => {
    if (!target) return;
    const result = await client.call('roaming_otp_send', {
      msisdn: target.msisdn,
      otp_service: 'ir_register',
      tinh_id: null,
    });
    const sent: OtpSendResult = result.ok
      ? { kind: 'response', errorCode: '0', message: result.data.message ?? undefined }
      : result.error.kind === 'business'
        ? { kind: 'response', errorCode: result.error.code, message: result.error.message }
        : { kind: 'networkFailure' };
    if (!result.ok) logRoamingIssue('otp_send', result.error);
    const at = Date.now();
    setNow(at);
    dispatch({ type: 'sendResult', result: sent, now: at });
  }, [client, target]);

  /** ROAM-052 … ROAM-059: verify the 6 digits. */
  const verify = useCallback(async () => {
    if (!target) return;
    dispatch({ type: 'verifyStarted' });
    const result = await client.call('roaming_verify_otp', {
      session: target.session,
      msisdn: target.msisdn,
      otpValue: state.otp,
      action: 'ir_register',
    });
    const at = Date.now();
    setNow(at);
    if (result.ok) {
      dispatch({ type: 'verifyResult', code: '0', now: at });
      onVerified();
    } else if (result.error.kind === 'business') {
      dispatch({ type: 'verifyResult', code: result.error.code, message: result.error.message, now: at });
    } else {
      logRoamingIssue('otp_verify', result.error);
      dispatch({ type: 'verifyCallFailed' });
    }
  }, [client, target, state.otp, onVerified]);

  return {
    state,
    now,
    send,
    verify,
    type: (raw: string) => dispatch({ type: 'typed', raw }),
    retry: () => dispatch({ type: 'retry' }),
  };
}
