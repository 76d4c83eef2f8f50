import { describe, expect, it } from 'vitest';
import {
  avatarColourIndex,
  canAddFamilyMember,
  canReduceFamilyData,
  dataSliderRange,
  familyRowPermissions,
  validateDataLimitChange,
} from './family';

const master = { role: 'master', msisdn: '84912345678' } as const;
const member = { role: 'member', msisdn: '84987654321' } as const;

describe('family permissions', () => {
  it('ROLE-13 ROLE-14 a master removes and sets limits for other members, with an OTP (ROLE-16)', () => {
    expect(familyRowPermissions(master, '0987654321')).toEqual({
      canRemove: true,
      canSetDataLimit: true,
      canSetVoiceLimit: true,
      canLeave: false,
      requiresOtp: true,
    });
    expect(canAddFamilyMember(master)).toBe(true);
  });

  it('ROLE-15 a master cannot remove themselves', () => {
    expect(familyRowPermissions(master, '0912345678').canRemove).toBe(false);
  });

  it('ROLE-14 a member manages nobody but can leave', () => {
    expect(familyRowPermissions(member, '84912345678')).toEqual({
      canRemove: false,
      canSetDataLimit: false,
      canSetVoiceLimit: false,
      canLeave: false,
      requiresOtp: false,
    });
    expect(familyRowPermissions(member, '0987654321').canLeave).toBe(true);
    expect(canAddFamilyMember(member)).toBe(false);
  });
});

describe('family data', () => {
  it('VAL-57 CONST-81 data cannot be reduced under 500 MB remaining', () => {
    expect(canReduceFamilyData(499)).toBe(false);
    expect(canReduceFamilyData(500)).toBe(true);
    expect(validateDataLimitChange({ currentMb: 1000, nextMb: 800, remainingMb: 300 })).toEqual({
      ok: false,
      error: 'IDS_FAMILY_DATA_REDUCE_BLOCKED',
    });
    expect(validateDataLimitChange({ currentMb: 1000, nextMb: 1200, remainingMb: 300 })).toEqual({
      ok: true,
      value: 1200,
    });
    expect(validateDataLimitChange({ currentMb: 1000, nextMb: 800, remainingMb: 600 }).ok).toBe(true);
  });

  it('CONST-56 the slider covers 0 to the maximum, from the current value when reduction is blocked', () => {
    expect(dataSliderRange(2000, { currentMb: 1000, remainingMb: 900 })).toEqual({ min: 0, max: 2000 });
    expect(dataSliderRange(2000, { currentMb: 1000, remainingMb: 100 })).toEqual({ min: 1000, max: 2000 });
    expect(dataSliderRange(500, { currentMb: 1000, remainingMb: 100 })).toEqual({ min: 500, max: 500 });
  });

  it('CONST-53 avatar colours cycle through four', () => {
    expect([0, 1, 2, 3, 4, 5, -1].map(avatarColourIndex)).toEqual([0, 1, 2, 3, 0, 1, 3]);
  });
});
