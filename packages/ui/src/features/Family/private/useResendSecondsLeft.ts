import { OTP_WAIT_NONE, otpResendSecondsLeft } from '@selfcare/domain';
import { useEffect, useState } from 'react';

/**
 * CONST-56: whole seconds before another code may be asked for (domain otpResendSecondsLeft), re-rendering
 * each second while the wait runs.
 */
export function useResendSecondsLeft(resendAvailableAt: number): number {
  const [, setTick] = useState(0);
  const seconds = otpResendSecondsLeft({ ...OTP_WAIT_NONE, resendAvailableAt }, Date.now());
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(id);
  }, [running, resendAvailableAt]);
  return seconds;
}
