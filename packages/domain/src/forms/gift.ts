/** Loyalty point gifting rules (§5, §9); the recipient's monthly limit (VAL-51) is the server's. */
import { GIFT_POINTS_STEP } from '../constants';
import { MessageKey } from '../messages';
import { isSamePhone } from '../phone';
import { fail, ok, type Result } from '../result';

/** What the giver asks for. */
export interface PointGift {
  readonly points: number;
  readonly giverMsisdn: string;
  readonly recipientMsisdn: string;
  /** The giver's current point balance. */
  readonly balance: number;
}

/** The error keys of point gifting. */
export type PointGiftError =
  | typeof MessageKey.giftPointsStep
  | typeof MessageKey.giftRecipientIsGiver
  | typeof MessageKey.giftNotEnoughPoints;

/** VAL-48, CONST-82: positive multiple of 100; VAL-49: recipient differs; VAL-50: enough points. */
export function validatePointGift(gift: PointGift): Result<PointGift, PointGiftError> {
  if (!Number.isInteger(gift.points) || gift.points <= 0 || gift.points % GIFT_POINTS_STEP !== 0) {
    return fail(MessageKey.giftPointsStep);
  }
  if (isSamePhone(gift.giverMsisdn, gift.recipientMsisdn)) return fail(MessageKey.giftRecipientIsGiver);
  if (gift.points > gift.balance) return fail(MessageKey.giftNotEnoughPoints);
  return ok(gift);
}
