/**
 * Issue 16 (LOY-57 … LOY-62): point gifts between members and the one-time tickets that confirm them
 * (a ticket is the verified OTP of one gift: giver, recipient and points).
 */
export const loyaltyPointGiftsSchema = /* sql */ `
create table loyalty_point_gifts (
  id serial primary key,
  msisdn text not null,
  recipient text not null,
  points integer not null check (points > 0 and points % 100 = 0),
  created_at timestamptz not null
);
create index loyalty_point_gifts_recipient on loyalty_point_gifts (recipient, created_at);

create table loyalty_gift_tickets (
  ticket text primary key,
  msisdn text not null,
  recipient text not null,
  points integer not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
`;
