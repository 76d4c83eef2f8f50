/**
 * Issue 47, item 5 (docs/decisions/trust.md): a family master's add is an invitation, which the invited number
 * accepts by its own code or session; a refusal, or leaving a group, blocks that master's invitations to the
 * number for a while. One standing invitation per master and number (a new one replaces it).
 */
export const consentSchema = /* sql */ `
create table family_invitations (
  master_msisdn text not null references family_groups (master_msisdn) on delete cascade,
  member_msisdn text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  primary key (master_msisdn, member_msisdn)
);
create index family_invitations_member on family_invitations (member_msisdn);

create table family_invite_blocks (
  member_msisdn text not null,
  master_msisdn text not null,
  reason text not null check (reason in ('refused', 'left')),
  blocked_until timestamptz not null,
  primary key (member_msisdn, master_msisdn)
);
`;
