/**
 * Issue 19 payments: scratch cards (seeded here, used and unused, so every store has the same ones; their
 * codes are on the sandbox page /__sandbox/payments) and payment orders (top-ups, card codes, bills), one
 * per subscriber and request_id so a repeated request pays once.
 */
import { seededRandom } from '../../seed/random';

/** The seeded cards: 30 unused, then 6 already used (ERR-43). Never edit: released migrations stay as they are. */
function seededCards(): string {
  const random = seededRandom(19_0019);
  const values = [10_000, 20_000, 50_000, 100_000, 200_000, 500_000] as const;
  const rows: string[] = [];
  for (let index = 1; index <= 36; index += 1) {
    const serial = `SC${String(index).padStart(8, '0')}`;
    const pin = Array.from({ length: 13 }, () => random.int(0, 9)).join('');
    const value = values[(index - 1) % values.length] ?? 10_000;
    const used = index > 30;
    rows.push(
      `('${serial}', '${pin}', ${value}, ${used ? "'84900000000'" : 'null'}, ${used ? "'2026-01-01T00:00:00Z'" : 'null'})`,
    );
  }
  return rows.join(',\n  ');
}

export const paymentsSchema = /* sql */ `
create table scratch_cards (
  serial text primary key,
  pin text not null unique,
  value integer not null check (value > 0),
  used_by text,
  used_at timestamptz,
  sold_to text
);
insert into scratch_cards (serial, pin, value, used_by, used_at) values
  ${seededCards()};

create table payment_orders (
  id text primary key,
  msisdn text not null,
  request_id text not null,
  kind text not null check (kind in ('topup_card', 'topup_gateway', 'card_code', 'bill_gateway', 'bill_qr')),
  target_msisdn text,
  bill_code text,
  invoice_ids integer[] not null default '{}',
  amount integer not null check (amount > 0),
  status text not null check (status in ('pending', 'approved', 'declined')),
  answer text not null,
  created_at timestamptz not null,
  decided_at timestamptz,
  unique (msisdn, request_id)
);
create index payment_orders_by_payer on payment_orders (msisdn, created_at);
`;
