/** Time is injected so tests can move it (OTP expiry, session idle time, countdowns). */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock a test moves by hand. */
export function manualClock(start = Date.UTC(2025, 5, 1, 2, 0, 0)): Clock & { advance(ms: number): void } {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
  };
}
