/**
 * Issue 47 (ERR-43, ACC-44): scratch-card PIN guessing locks. A card's PIN is a bearer secret worth its
 * value to whoever types it first, so wrong serial/PIN pairs (used or missing cards) are counted in a row
 * per subscriber and per client (address), and a run of them pauses card top-up for that key:
 * - 5 in a row for a subscriber, as the sign-in lock (AUTH-07): a person mistyping a PIN rarely fails 5 times;
 * - 10 in a row for a client: one machine rotating sessions is stopped too, while a few people behind one
 *   shared address (an office, a carrier's NAT) do not lock each other out at the first mistakes;
 * - 30 minutes of lock, twice the sign-in's 15: nobody is locked out of their account, only of card top-up
 *   (the gateway top-up stays open), and the lock is what makes guessing a partly seen PIN too slow.
 * A right card (or the same request answered again) starts both counts again.
 */
import { PAYMENT_REFUSAL_CODES } from '@selfcare/domain';
import type { AppContext } from '../app-context';
import { OperatorError } from '../http/operator-error';
import type { Requester } from '../http/requester';
import {
  clearGuesses,
  lockIfGuessLimitReached,
  releaseGuess,
  reserveGuess,
  type GuessKey,
  type GuessRule,
} from './guess-limits';

export const cardPinRules = {
  subscriber: { maxFailures: 5, windowMs: 30 * 60_000, lockMs: 30 * 60_000 },
  client: { maxFailures: 10, windowMs: 30 * 60_000, lockMs: 30 * 60_000 },
} as const satisfies Record<string, GuessRule>;

export const cardPinLocked = (waitSeconds: number) =>
  new OperatorError(
    PAYMENT_REFUSAL_CODES.cardLocked,
    `Quý khách đã nhập sai mã thẻ nhiều lần liên tiếp, vui lòng thử lại sau ${Math.ceil(waitSeconds / 60)} phút hoặc nạp tiền qua cổng thanh toán.`,
    { wait_seconds: waitSeconds },
  );

/** The subscriber's key, and the client's unless its address is one many people share (config). */
const keysOf = (app: AppContext, msisdn: string, requester: Requester): GuessKey[] => [
  { scope: 'card-pin:subscriber', subject: msisdn, rule: cardPinRules.subscriber },
  ...(app.config.sharedClientAddresses.includes(requester.address)
    ? []
    : [{ scope: 'card-pin:client', subject: requester.address, rule: cardPinRules.client }]),
];

/** Runs a card top-up under the PIN guess limits of the subscriber and the client. */
export async function withCardPinLimits<T>(
  app: AppContext,
  msisdn: string,
  requester: Requester,
  topUp: () => Promise<T>,
): Promise<T> {
  const keys = keysOf(app, msisdn, requester);
  const wait = await reserveGuess(app, keys);
  if (wait !== undefined) throw cardPinLocked(wait);
  let answer: T;
  try {
    answer = await topUp();
  } catch (error) {
    if (error instanceof OperatorError && error.code === PAYMENT_REFUSAL_CODES.cardUsed) {
      const locked = await lockIfGuessLimitReached(app, keys);
      throw locked === undefined ? error : cardPinLocked(locked);
    }
    // Refused before any card was tried (bad input, the top-up limit, an unknown number): not a guess.
    await releaseGuess(app, keys);
    throw error;
  }
  await clearGuesses(app, keys);
  return answer;
}
