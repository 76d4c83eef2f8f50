/**
 * Family group rules (§5, §6, §9). §6 is read as: group masters add and remove members and set data
 * and voice limits; masters cannot remove themselves; members can leave (ROLE-14 decision, README).
 */
import { AVATAR_COLOUR_COUNT, FAMILY_DEDUCT_LIMIT_MB, FAMILY_SLIDER } from './constants';
import { MessageKey } from './messages';
import { isSamePhone } from './phone';
import { fail, ok, type Result } from './result';

/** ROLE-13: a subscriber's role in a family group. */
export type FamilyRole = 'master' | 'member';

/** The signed-in subscriber looking at the family list. */
export interface FamilyViewer {
  readonly role: FamilyRole;
  readonly msisdn: string;
}

/** What the viewer may do on one row of the family list. */
export interface FamilyRowPermissions {
  readonly canRemove: boolean;
  readonly canSetDataLimit: boolean;
  readonly canSetVoiceLimit: boolean;
  readonly canLeave: boolean;
  /** ROLE-16 (GAP): master changes are confirmed with an OTP. */
  readonly requiresOtp: boolean;
}

/** ROLE-13 ... ROLE-16: the actions offered on a row for the viewer. */
export function familyRowPermissions(viewer: FamilyViewer, rowMsisdn: string): FamilyRowPermissions {
  const ownRow = isSamePhone(viewer.msisdn, rowMsisdn);
  const managesRow = viewer.role === 'master' && !ownRow; // ROLE-14 (as read), ROLE-15
  return {
    canRemove: managesRow,
    canSetDataLimit: managesRow,
    canSetVoiceLimit: managesRow,
    canLeave: viewer.role === 'member' && ownRow,
    requiresOtp: managesRow,
  };
}

/** ROLE-14 (as read): only the master adds members (with an OTP, ROLE-16). */
export function canAddFamilyMember(viewer: FamilyViewer): boolean {
  return viewer.role === 'master';
}

/** VAL-57, CONST-81: data can be reduced only while at least 500 MB remain. */
export function canReduceFamilyData(remainingMb: number): boolean {
  return remainingMb >= FAMILY_DEDUCT_LIMIT_MB;
}

/** A data limit change of one member, in MB. */
export interface DataLimitChange {
  readonly currentMb: number;
  readonly nextMb: number;
  readonly remainingMb: number;
}

/** VAL-57: refuse a reduction when under 500 MB remain; increases are always fine. */
export function validateDataLimitChange(
  change: DataLimitChange,
): Result<number, typeof MessageKey.familyReduceBlocked> {
  const reduces = change.nextMb < change.currentMb;
  return reduces && !canReduceFamilyData(change.remainingMb)
    ? fail(MessageKey.familyReduceBlocked)
    : ok(change.nextMb);
}

/** CONST-56, VAL-57: the data slider covers 0 to the maximum, starting at the current value when reduction is blocked. */
export function dataSliderRange(
  maxMb: number,
  change: Omit<DataLimitChange, 'nextMb'>,
): { min: number; max: number } {
  const min = canReduceFamilyData(change.remainingMb) ? FAMILY_SLIDER.min : Math.min(change.currentMb, maxMb);
  return { min, max: Math.max(min, maxMb) };
}

/** CONST-53: the avatar colour of a row cycles through four colours. */
export function avatarColourIndex(rowIndex: number): number {
  return ((rowIndex % AVATAR_COLOUR_COUNT) + AVATAR_COLOUR_COUNT) % AVATAR_COLOUR_COUNT;
}
