/**
 * §7 Family and home combo (API-054 ... API-066). §7 names the calls but not their fields: the shapes below
 * are assumed (each row says so) and written down in docs/decisions/family-sim.md. Every master change carries
 * the code that otp_send delivered to the master for that change (ROLE-16); the server checks it.
 * Issue 47 (item 5, docs/decisions/trust.md): adding a member only invites them; they join when the code sent
 * to their own number is entered, or when they accept with their own session, and a refusal blocks re-invites.
 */
import * as z from 'zod/mini';
import { defineCalls, mobileRow } from './define';
import { familyMemberRecord } from './records';
import { listOf, mobileEnvelope, mobileResponse, optionalText, unshownBody, wireNumber } from './wire';

/** ROLE-16 (assumed): the otp_service of each master change; one each, so one change's code is no other's. */
export const familyOtpServices = {
  addMember: 'family_add_member',
  removeMember: 'family_del_member',
  setVolume: 'family_set_volume',
  upgradePack: 'family_upgrade_pack',
  /** Issue 47: the code sent to the invited number; entering it is the member's consent. */
  joinGroup: 'family_join_group',
} as const;

const text = z.string().check(z.minLength(1));
const flag = z.union([z.literal(0), z.literal(1)]);
const otp = text;
const memberBody = z.looseObject({ member_msisdn: text });
const masterChange = z.looseObject({ member_msisdn: text, otp });

/** API-054 (assumed): where the caller stands; pack fields only in a group. */
export const familyStatusRecord = z.looseObject({
  in_group: flag,
  is_master: flag,
  master_msisdn: optionalText,
  pack_code: optionalText,
  max_members: z.nullish(wireNumber),
});

/** API-063 (assumed): whether a number can join a group. */
export const familySubscriberStatusRecord = z.looseObject({
  msisdn: z.string(),
  can_join: flag,
  reason: optionalText,
});

/** API-061 (assumed): one advanced pack. */
export const familyAdvancedPackRecord = z.looseObject({
  pack_code: z.string(),
  pack_name: z.string(),
  price: wireNumber,
  data_mb: wireNumber,
  max_members: wireNumber,
  is_current: flag,
});

/** API-056 (assumed): one allowance of the home combo. */
export const homeComboAllowanceRecord = z.looseObject({
  name: z.string(),
  remain: wireNumber,
  total: wireNumber,
  unit: z.enum(['MB', 'MIN', 'SMS']),
});

export const homeComboRemainRecord = z.looseObject({
  package_code: optionalText,
  items: listOf(homeComboAllowanceRecord),
});

/** API-065 (assumed): one home-combo package. */
export const homeComboPackageRecord = z.looseObject({
  package_code: z.string(),
  package_name: z.string(),
  price: wireNumber,
  description: optionalText,
  is_registered: flag,
});

/**
 * Issue 47 (assumed): an invitation a master sent: until when it stands, whether the member's code went out
 * now, and the seconds before another code may be sent to them.
 */
export const familyInvitationRecord = z.looseObject({
  member_msisdn: z.string(),
  expires_at: z.string(),
  code_sent: flag,
  wait_seconds: wireNumber,
});

/** Issue 47 (assumed): an invitation the caller received. */
export const familyReceivedInvitationRecord = z.looseObject({
  master_msisdn: z.string(),
  pack_code: optionalText,
  expires_at: z.string(),
});

const assumed = (what: string) => ({ assumed: `fields not shown; ${what}` });

export const familyCalls = defineCalls({
  family_check_family_status: mobileRow(
    'read',
    'API-054',
    '/family_check_family_status',
    unshownBody,
    mobileResponse(familyStatusRecord),
    assumed('whether the caller is in a group, as master or member, and the group pack'),
  ),
  family_member_data_remain_ver2: mobileRow(
    'read',
    'API-055',
    '/family_member_data_remain_ver2',
    unshownBody,
    mobileResponse(listOf(familyMemberRecord)),
    assumed("result taken as the caller's group members of ENT-39 (a member's view)"),
  ),
  home_combo_get_remain_info: mobileRow(
    'read',
    'API-056',
    '/home_combo_get_remain_info',
    unshownBody,
    mobileResponse(homeComboRemainRecord),
    assumed("the caller's home combo and what is left of each allowance"),
  ),
  family_master_add_member: mobileRow(
    'write',
    'API-057',
    '/family_master_add_member',
    masterChange,
    mobileResponse(familyInvitationRecord),
    assumed(
      'the new number and the code sent for family_add_member; invites the number (issue 47), who joins by their own code',
    ),
  ),
  family_master_del_member: mobileRow(
    'write',
    'API-058',
    '/family_master_del_member',
    masterChange,
    mobileEnvelope,
    assumed('the member and the code sent for family_del_member'),
  ),
  family_member_leave: mobileRow(
    'write',
    'API-059',
    '/family_member_leave',
    unshownBody,
    mobileEnvelope,
    assumed('the caller leaves their group'),
  ),
  family_set_volume_for_sub: mobileRow(
    'write',
    'API-060',
    '/family_set_volume_for_sub',
    z.extend(masterChange, { volume: z.optional(wireNumber), volume_call: z.optional(wireNumber) }),
    mobileResponse(familyMemberRecord),
    assumed(
      'the member, the new data (MB) and / or voice (minutes) limit, the code sent for family_set_volume',
    ),
  ),
  family_master_list_advanced_pack: mobileRow(
    'read',
    'API-061',
    '/family_master_list_advanced_pack',
    unshownBody,
    mobileResponse(listOf(familyAdvancedPackRecord)),
    assumed('the packs a group can move to'),
  ),
  family_master_upgrade_pack: mobileRow(
    'write',
    'API-062',
    '/family_master_upgrade_pack',
    z.looseObject({ pack_code: text, otp }),
    mobileEnvelope,
    assumed('the pack and the code sent for family_upgrade_pack'),
  ),
  family_check_subs_status: mobileRow(
    'read',
    'API-063',
    '/family_check_subs_status',
    memberBody,
    mobileResponse(familySubscriberStatusRecord),
    assumed('whether the number may join a group'),
  ),
  family_master_list_members_ver2: mobileRow(
    'read',
    'API-064',
    '/family_master_list_members_ver2',
    unshownBody,
    mobileResponse(listOf(familyMemberRecord)),
    assumed("the master's group, the master first (ENT-39)"),
  ),
  family_master_confirm_member: mobileRow(
    'write',
    'ACC-16',
    '/family_master_confirm_member',
    masterChange,
    mobileResponse(familyMemberRecord),
    assumed('issue 47: the invited number and the code sent to it for family_join_group (its consent)'),
  ),
  family_master_resend_invite: mobileRow(
    'write',
    'ACC-17',
    '/family_master_resend_invite',
    memberBody,
    mobileResponse(familyInvitationRecord),
    assumed('issue 47: sends the invited number a new family_join_group code'),
  ),
  family_member_invitations: mobileRow(
    'read',
    'ACC-20',
    '/family_member_invitations',
    unshownBody,
    mobileResponse(listOf(familyReceivedInvitationRecord)),
    assumed("issue 47: the invitations to the caller's number still standing"),
  ),
  family_member_answer_invite: mobileRow(
    'write',
    'ROLE-13',
    '/family_member_answer_invite',
    z.looseObject({ master_msisdn: text, answer: z.enum(['accept', 'refuse']) }),
    mobileEnvelope,
    assumed('issue 47: the invited number accepts, or refuses and blocks that master for a while'),
  ),
  mobile_home_combo_package_ccbs_list: mobileRow(
    'read',
    'API-065',
    '/mobile_home_combo_package_ccbs_list',
    unshownBody,
    mobileResponse(listOf(homeComboPackageRecord)),
    assumed('the home-combo packages, the registered one marked'),
  ),
  mobile_home_combo_ccbs_reg: mobileRow(
    'write',
    'API-066',
    '/mobile_home_combo_ccbs_reg',
    z.looseObject({ package_code: text }),
    mobileEnvelope,
    assumed('the package to register'),
  ),
});
