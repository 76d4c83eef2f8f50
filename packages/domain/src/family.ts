/**
 * Family group rules (§5, §6, §9). §6 is read as: group masters add and remove members and set data
 * and voice limits; masters cannot remove themselves; members can leave (ROLE-14 decision, README).
 */
import {
  AVATAR_COLOUR_COUNT,
  FAMILY_DEDUCT_LIMIT_MB,
  FAMILY_SLIDER,
  FAMILY_SLIDER_LIMITS,
} from './constants';
import { MessageKey } from './messages';
import type { FamilyMember } from './models/account';
import { isSamePhone, lastThreeDigits } from './phone';
import { remainingRatio } from './progress';

export type * from './models/family';
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

/** ACC-24 (UNSPEC): where the signed-in subscriber stands, from family_check_family_status. */
export type FamilyStanding = FamilyRole | 'none';

/** One amount of a row: remaining over total, and the bar's ratio (CONST-54). */
export interface FamilyAllowance {
  readonly remaining: number;
  readonly total: number;
  readonly ratio: number;
}

/** ACC-09 … ACC-12: what one row of the family list shows. */
export interface FamilyRowView {
  readonly msisdn: string;
  readonly lastDigits: string;
  readonly avatarColour: number;
  /** In MB. */
  readonly data: FamilyAllowance;
  /** In minutes. */
  readonly voice: FamilyAllowance;
}

/** ACC-09, ACC-11, ACC-12, CONST-53, CONST-54: a member as its row shows it (the n-th row of the list). */
export function familyRowView(member: FamilyMember, rowIndex: number): FamilyRowView {
  return {
    msisdn: member.msisdn,
    lastDigits: lastThreeDigits(member.msisdn),
    avatarColour: avatarColourIndex(rowIndex),
    data: {
      remaining: member.remainingData,
      total: member.totalData,
      ratio: remainingRatio(member.remainingData, member.totalData),
    },
    voice: {
      remaining: member.remainingCall,
      total: member.totalCall,
      ratio: remainingRatio(member.remainingCall, member.totalCall),
    },
  };
}

/** Which limit a slider dialog sets. */
export type FamilyLimitKind = 'data' | 'voice';

/** The slider of one limit: its range, step and whether the 500 MB floor holds it (VAL-57). */
export interface FamilyLimitSlider {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly reductionBlocked: boolean;
}

/**
 * CONST-56, VAL-57, ACC-13, ACC-14: the slider of a member's data (MB) or voice (minutes) limit. Data cannot be
 * lowered while under 500 MB remain, so its slider starts at the current total then; voice has no floor.
 */
export function familyLimitSlider(kind: FamilyLimitKind, member: FamilyMember): FamilyLimitSlider {
  if (kind === 'voice') {
    return {
      min: FAMILY_SLIDER.min,
      max: Math.max(FAMILY_SLIDER_LIMITS.voiceMaxMinutes, member.totalCall),
      step: FAMILY_SLIDER_LIMITS.voiceStepMinutes,
      reductionBlocked: false,
    };
  }
  const maxMb = Math.max(FAMILY_SLIDER_LIMITS.dataMaxMb, member.totalData);
  const range = dataSliderRange(maxMb, { currentMb: member.totalData, remainingMb: member.remainingData });
  return {
    ...range,
    step: FAMILY_SLIDER_LIMITS.dataStepMb,
    reductionBlocked: !canReduceFamilyData(member.remainingData),
  };
}

/** The current value of a limit, the slider's starting point. */
export function currentFamilyLimit(kind: FamilyLimitKind, member: FamilyMember): number {
  return kind === 'data' ? member.totalData : member.totalCall;
}

/** A server refusal the portal can name: the server keeps every family rule too (ACC-14, ROLE-15, ROLE-16). */
export function validateFamilyLimit(
  kind: FamilyLimitKind,
  member: FamilyMember,
  next: number,
): Result<number, typeof MessageKey.familyReduceBlocked> {
  return kind === 'voice'
    ? ok(next)
    : validateDataLimitChange({
        currentMb: member.totalData,
        nextMb: next,
        remainingMb: member.remainingData,
      });
}
