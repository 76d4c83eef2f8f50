import { describe, expect, it } from 'vitest';
import {
  FAMILY_REINVITE_BLOCK_DAYS,
  formatFamilyInvitationTime,
  familyInvitationExpiresAt,
  familyInvitationStands,
  familyReinviteBlockedUntil,
} from './family-consent';

const now = new Date('2026-03-01T08:00:00Z');

describe('family consent (issue 47 item 5)', () => {
  it('issue 47 item 5: an invitation stands 24 hours', () => {
    const expires = familyInvitationExpiresAt(now);
    expect(expires.toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(familyInvitationStands(expires, new Date(expires.getTime() - 1))).toBe(true);
    expect(familyInvitationStands(expires, expires)).toBe(false);
  });

  it('issue 47 item 5: a refusal or a leave blocks re-invites for 30 days', () => {
    expect(FAMILY_REINVITE_BLOCK_DAYS).toBe(30);
    expect(familyReinviteBlockedUntil(now).toISOString()).toBe('2026-03-31T08:00:00.000Z');
  });

  it("issue 47 item 5: an invitation's end shows in Vietnam's time", () => {
    expect(formatFamilyInvitationTime('2026-03-02T08:00:00.000Z', 'vi')).toBe('15:00 02/03/2026');
    expect(formatFamilyInvitationTime('not a time', 'vi')).toBe('not a time');
  });
});
