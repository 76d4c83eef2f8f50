/**
 * Issue 47, item 5: a family group takes a number only with its holder's consent. A master's add invites the
 * number; it joins when the code sent to it is entered (the holder reads it out) or when its holder accepts
 * with their own session. A refusal, or leaving a group, keeps that master from inviting the number again for
 * a while (docs/decisions/trust.md).
 */
import { formatVietnamDateTime } from './dates';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** How long an invitation stands; each code sent for it is valid for the OTP's own 5 minutes. */
export const FAMILY_INVITATION_HOURS = 24;

/** How long a refusal or a leave keeps that master from inviting the number again. */
export const FAMILY_REINVITE_BLOCK_DAYS = 30;

/** The end of an invitation sent at `now`. */
export function familyInvitationExpiresAt(now: Date): Date {
  return new Date(now.getTime() + FAMILY_INVITATION_HOURS * hourMs);
}

/** Until when a refusal or a leave at `now` keeps the master from inviting the number again. */
export function familyReinviteBlockedUntil(now: Date): Date {
  return new Date(now.getTime() + FAMILY_REINVITE_BLOCK_DAYS * dayMs);
}

/** An invitation stands while it has not expired. */
export function familyInvitationStands(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() > now.getTime();
}

/** When an invitation lapses, as a day and a time in Vietnam ('02/03/2026, 15:00'). */
export const formatFamilyInvitationTime = formatVietnamDateTime;
