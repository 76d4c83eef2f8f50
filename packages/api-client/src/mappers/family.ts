/** Family group and home combo (ACC-24, ACC-25, ACC-27): wire records of the assumed payloads to domain models. */
import type {
  FamilyAdvancedPack,
  FamilyInvitation,
  FamilyStatus,
  FamilySubscriberStatus,
  HomeComboAllowance,
  HomeComboPackage,
  HomeComboRemain,
  ReceivedFamilyInvitation,
} from '@selfcare/domain';
import type * as z from 'zod/mini';
import type {
  familyAdvancedPackRecord,
  familyInvitationRecord,
  familyReceivedInvitationRecord,
  familyStatusRecord,
  familySubscriberStatusRecord,
  homeComboPackageRecord,
  homeComboRemainRecord,
} from '../contract';
import { optional } from './wire';

/** ACC-24, ROLE-13: master, member, or in no group. */
export function toFamilyStatus(record: z.output<typeof familyStatusRecord>): FamilyStatus {
  const inGroup = record.in_group === 1;
  return {
    standing: !inGroup ? 'none' : record.is_master === 1 ? 'master' : 'member',
    masterMsisdn: inGroup ? optional(record.master_msisdn) : undefined,
    packCode: inGroup ? optional(record.pack_code) : undefined,
    maxMembers: inGroup ? (record.max_members ?? undefined) : undefined,
  };
}

export function toFamilySubscriberStatus(
  record: z.output<typeof familySubscriberStatusRecord>,
): FamilySubscriberStatus {
  return { msisdn: record.msisdn, canJoin: record.can_join === 1, reason: optional(record.reason) };
}

export function toFamilyAdvancedPack(record: z.output<typeof familyAdvancedPackRecord>): FamilyAdvancedPack {
  return {
    code: record.pack_code,
    name: record.pack_name,
    price: record.price,
    dataMb: record.data_mb,
    maxMembers: record.max_members,
    current: record.is_current === 1,
  };
}

const comboUnits = { MB: 'MB', MIN: 'minutes', SMS: 'SMS' } as const;

export function toHomeComboRemain(record: z.output<typeof homeComboRemainRecord>): HomeComboRemain {
  return {
    packageCode: optional(record.package_code),
    allowances: record.items.map((item): HomeComboAllowance => ({
      name: item.name,
      remaining: item.remain,
      total: item.total,
      unit: comboUnits[item.unit],
    })),
  };
}

export function toHomeComboPackage(record: z.output<typeof homeComboPackageRecord>): HomeComboPackage {
  return {
    code: record.package_code,
    name: record.package_name,
    price: record.price,
    description: record.description ?? '',
    registered: record.is_registered === 1,
  };
}

/** Issue 47: an invitation the master sent, waiting for the member's code. */
export function toFamilyInvitation(record: z.output<typeof familyInvitationRecord>): FamilyInvitation {
  return {
    memberMsisdn: record.member_msisdn,
    expiresAt: record.expires_at,
    codeSent: record.code_sent === 1,
    waitSeconds: Math.max(0, record.wait_seconds),
  };
}

/** Issue 47: an invitation the caller received. */
export function toReceivedFamilyInvitation(
  record: z.output<typeof familyReceivedInvitationRecord>,
): ReceivedFamilyInvitation {
  return {
    masterMsisdn: record.master_msisdn,
    packCode: optional(record.pack_code),
    expiresAt: record.expires_at,
  };
}
