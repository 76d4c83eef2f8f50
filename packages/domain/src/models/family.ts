/** Family group and home combo (ACC-24, ACC-25, ACC-27; payloads assumed, docs/decisions/family-sim.md). */
import type { FamilyStanding } from '../family';

/** ACC-24: family_check_family_status. */
export interface FamilyStatus {
  readonly standing: FamilyStanding;
  /** The master's number, when in a group. */
  readonly masterMsisdn: string | undefined;
  /** The group's pack, when in a group. */
  readonly packCode: string | undefined;
  /** How many numbers (master included) the pack allows. */
  readonly maxMembers: number | undefined;
}

/** ACC-24: family_check_subs_status, whether a number can join a group. */
export interface FamilySubscriberStatus {
  readonly msisdn: string;
  readonly canJoin: boolean;
  /** The operator's reason when it cannot. */
  readonly reason: string | undefined;
}

/** ACC-25: one advanced pack of family_master_list_advanced_pack. */
export interface FamilyAdvancedPack {
  readonly code: string;
  readonly name: string;
  /** Price per month in đồng. */
  readonly price: number;
  /** Shared data in MB. */
  readonly dataMb: number;
  readonly maxMembers: number;
  /** The group's current pack. */
  readonly current: boolean;
}

/** ACC-27: one allowance of home_combo_get_remain_info. */
export interface HomeComboAllowance {
  readonly name: string;
  readonly remaining: number;
  readonly total: number;
  readonly unit: 'MB' | 'minutes' | 'SMS';
}

/** ACC-27: the subscriber's home combo, when one is registered. */
export interface HomeComboRemain {
  readonly packageCode: string | undefined;
  readonly allowances: readonly HomeComboAllowance[];
}

/** PKG-51: one package of mobile_home_combo_package_ccbs_list. */
export interface HomeComboPackage {
  readonly code: string;
  readonly name: string;
  /** Price per month in đồng. */
  readonly price: number;
  readonly description: string;
  readonly registered: boolean;
}

/** Issue 47: an invitation a master sent (family_master_add_member, family_master_resend_invite). */
export interface FamilyInvitation {
  readonly memberMsisdn: string;
  /** ISO time the invitation lapses. */
  readonly expiresAt: string;
  /** Whether a code went to the member now (a send the OTP limits refused leaves it false). */
  readonly codeSent: boolean;
  /** Seconds before another code may be sent to the member. */
  readonly waitSeconds: number;
}

/** Issue 47: an invitation the signed-in subscriber received (family_member_invitations). */
export interface ReceivedFamilyInvitation {
  readonly masterMsisdn: string;
  readonly packCode: string | undefined;
  /** ISO time the invitation lapses. */
  readonly expiresAt: string;
}
