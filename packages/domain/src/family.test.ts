import { describe, expect, it } from 'vitest';
import {
  avatarColourIndex,
  canAddFamilyMember,
  canReduceFamilyData,
  currentFamilyLimit,
  dataSliderRange,
  familyLimitSlider,
  familyRowPermissions,
  familyRowView,
  validateDataLimitChange,
  validateFamilyLimit,
} from './family';
import { canConfirmAddMember } from './forms/otp';

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

const lowMember = {
  msisdn: '84916789012',
  remainingData: 410,
  totalData: 5120,
  remainingCall: 12,
  totalCall: 300,
};
const fullMember = { ...lowMember, msisdn: '84915678901', remainingData: 2048, totalData: 10240 };

describe('family rows', () => {
  it('ACC-09 ACC-11 ACC-12 CONST-53 CONST-54 a row: last three digits, remaining over total, its avatar colour', () => {
    expect(familyRowView(lowMember, 5)).toEqual({
      msisdn: '84916789012',
      lastDigits: '012',
      avatarColour: 1,
      data: { remaining: 410, total: 5120, ratio: 410 / 5120 },
      voice: { remaining: 12, total: 300, ratio: 0.04 },
    });
    expect(familyRowView({ ...lowMember, totalData: 0 }, 0).data.ratio).toBe(0);
  });
});

describe('family limit slider', () => {
  it('CONST-56 ACC-13 data moves by 100 MB from 0, voice by 10 minutes from 0', () => {
    expect(familyLimitSlider('data', fullMember)).toEqual({
      min: 0,
      max: 20_480,
      step: 100,
      reductionBlocked: false,
    });
    expect(familyLimitSlider('voice', lowMember)).toEqual({
      min: 0,
      max: 1_000,
      step: 10,
      reductionBlocked: false,
    });
    expect(currentFamilyLimit('data', fullMember)).toBe(10240);
    expect(currentFamilyLimit('voice', fullMember)).toBe(300);
  });

  it('ACC-14 ACC-15 VAL-57 under 500 MB left the data slider starts at the current total; voice is free', () => {
    expect(familyLimitSlider('data', lowMember)).toMatchObject({ min: 5120, reductionBlocked: true });
    expect(validateFamilyLimit('data', lowMember, 4096)).toEqual({
      ok: false,
      error: 'IDS_FAMILY_DATA_REDUCE_BLOCKED',
    });
    expect(validateFamilyLimit('data', lowMember, 6144)).toEqual({ ok: true, value: 6144 });
    expect(validateFamilyLimit('voice', lowMember, 0)).toEqual({ ok: true, value: 0 });
  });
});

describe('add-member dialog', () => {
  it('ACC-16 ACC-17 VAL-22 confirm needs a valid number and the code', () => {
    expect(canConfirmAddMember('0946000001', '')).toBe(false);
    expect(canConfirmAddMember('09460', '123456')).toBe(false);
    expect(canConfirmAddMember('0946000001', '123456')).toBe(true);
  });
});
