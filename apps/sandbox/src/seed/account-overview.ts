/**
 * The account overview of issue 17: each seeded mobile account gets realistic promotional accounts,
 * bundles (minutes and messages beside its data), a validity, papers and, for some, a wallet; the fixed,
 * internet and TV accounts get their papers only. Besides the README's accounts, the e2e journey that
 * changes a password gets accounts of its own (tests/e2e/account-overview.spec.ts picks one by plan and
 * retry), so a run and its retry never meet: 0819 00r 100 (prepaid) and 0819 00r 200 (postpaid).
 */
import type { SqlExecutor } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { seedSubscribers, type SeedSubscriber } from './subscribers';

const dayMs = 86_400_000;
/** A first run and one retry. */
export const ACCOUNT_JOURNEY_RETRIES = 2;

/** The journey account of a plan and a retry, in the 84 form. */
export function accountJourneyNumber(plan: 'prepaid' | 'postpaid', retry: number): string {
  return `8481900${retry}${plan === 'prepaid' ? 100 : 200}`;
}

interface Bundle {
  readonly code: string;
  readonly name: string;
  readonly kind: 'data' | 'voice' | 'sms';
  readonly remain: number;
  readonly total: number | null;
  readonly expiresInDays: number;
}

interface Promo {
  readonly code: string;
  readonly name: string;
  readonly amount: number;
  readonly expiresInDays: number;
}

/** What a seeded mobile account holds besides its main balance and data (subscribers.ts). */
interface OverviewSeed {
  readonly promos: readonly Promo[];
  readonly bundles: readonly Bundle[];
  readonly wallet?: number;
}

const voice = (code: string, remain: number, total: number | null, expiresInDays = 18): Bundle => ({
  code,
  name: total === null ? 'Gọi nội mạng không giới hạn' : 'Phút gọi trong nước',
  kind: 'voice',
  remain,
  total,
  expiresInDays,
});
const sms = (code: string, remain: number, total: number, expiresInDays = 18): Bundle => ({
  code,
  name: 'Tin nhắn trong nước',
  kind: 'sms',
  remain,
  total,
  expiresInDays,
});
const promo = (code: string, amount: number, expiresInDays: number): Promo => ({
  code,
  name: code === 'KM1' ? 'Tài khoản khuyến mại 1' : 'Tài khoản khuyến mại data',
  amount,
  expiresInDays,
});

/** By number: the README's accounts the overview is shown with (prepaid, postpaid, VIP, an empty one). */
const overviewByNumber: Readonly<Record<string, OverviewSeed>> = {
  '84912345678': {
    promos: [promo('KM1', 20_000, 10), promo('KM2', 35_000, 25)],
    bundles: [voice('D15-V', 85, 100), sms('D15-S', 40, 50)],
    wallet: 250_000,
  },
  '84913456789': {
    promos: [],
    bundles: [voice('BIG90-V', 320, 500, 6), sms('BIG90-S', 80, 100, 6)],
    wallet: 1_200_000,
  },
  '84914567890': {
    promos: [promo('KM1', 50_000, 20)],
    bundles: [voice('GD199-V', 812, 1_000, 12), sms('GD199-S', 95, 100, 12)],
  },
  '84911223344': { promos: [], bundles: [voice('VD149-V', 150, 200, 9), sms('VD149-S', 0, 50, 9)] },
  '84888888888': {
    promos: [],
    bundles: [voice('MAX300-V', 1_500, null, 9), sms('MAX300-S', 220, 300, 9)],
    wallet: 5_000_000,
  },
  // Nothing left: the empty meters.
  '84919998877': { promos: [], bundles: [voice('BASIC-V', 0, 50, 3), sms('BASIC-S', 0, 20, 3)] },
};

const defaultOverview: OverviewSeed = {
  promos: [promo('KM1', 10_000, 7)],
  bundles: [voice('BASIC-V', 30, 50), sms('BASIC-S', 10, 20)],
};

function overviewOf(subscriber: SeedSubscriber): OverviewSeed | undefined {
  const mobile = (subscriber.kind === 'prepaid' || subscriber.kind === 'postpaid') && !subscriber.offNet;
  if (!mobile) return undefined;
  const known = overviewByNumber[subscriber.msisdn] ?? defaultOverview;
  // Postpaid accounts have no promotional money: what they use is billed.
  return subscriber.kind === 'postpaid' ? { ...known, promos: [] } : known;
}

/** The journey accounts: a prepaid and a postpaid subscriber per retry. */
function journeySubscribers(): SeedSubscriber[] {
  return Array.from({ length: ACCOUNT_JOURNEY_RETRIES }, (_, retry) => [
    {
      msisdn: accountJourneyNumber('prepaid', retry),
      fullName: `Thuê bao trả trước ${retry + 1}`,
      kind: 'prepaid' as const,
      note: 'e2e: đổi mật khẩu',
      mainBalance: 86_000,
      dataRemainMb: 1_536,
      dataTotalMb: 3_072,
      address: '10 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
      packages: ['D15'],
    },
    {
      msisdn: accountJourneyNumber('postpaid', retry),
      fullName: `Thuê bao trả sau ${retry + 1}`,
      kind: 'postpaid' as const,
      note: 'e2e: đổi mật khẩu',
      mainBalance: 0,
      dataRemainMb: 12_288,
      dataTotalMb: 30_720,
      address: '20 Nguyễn Huệ, Quận 1, TP Hồ Chí Minh',
      packages: ['BIG90'],
    },
  ]).flat();
}

const day = (now: number, days: number) => new Date(now + days * dayMs).toISOString().slice(0, 10);

/** Papers as the operator returns them: the citizen card number masked but for its first six digits. */
function papersOf(subscriber: SeedSubscriber, index: number, now: number) {
  const born = new Date(Date.UTC(1975 + ((index * 7) % 30), (index * 5) % 12, 1 + ((index * 11) % 28)));
  return {
    birthDate: born.toISOString().slice(0, 10),
    idType: 'CCCD',
    idNumber: `0${String(1 + (index % 90)).padStart(2, '0')}${String(born.getUTCFullYear()).slice(1)}******`,
    idIssuedOn: day(now, -(900 + index * 13)),
    idIssuedBy: 'Cục Cảnh sát quản lý hành chính về trật tự xã hội',
  };
}

/** The journey accounts as subscribers (inserted like the README's, by seedPeople's caller). */
export async function seedAccountJourneyPeople(
  tx: SqlExecutor,
  now: number,
  passwordHash: string,
): Promise<void> {
  const people = journeySubscribers();
  await insertRows(
    tx,
    'subscribers',
    [
      'msisdn',
      'full_name',
      'customer_id',
      'kind',
      'main_balance',
      'data_remain_mb',
      'data_total_mb',
      'password_hash',
      'address',
      'created_at',
    ],
    people.map((person, index) => [
      person.msisdn,
      person.fullName,
      `KH${String(40_240_001 + index)}`,
      person.kind,
      person.mainBalance,
      person.dataRemainMb,
      person.dataTotalMb ?? null,
      passwordHash,
      person.address,
      new Date(now - 300 * dayMs),
    ]),
  );
  await insertRows(
    tx,
    'subscriptions',
    ['msisdn', 'package_code', 'registered_at'],
    people.flatMap((p) => (p.packages ?? []).map((code) => [p.msisdn, code, new Date(now - 12 * dayMs)])),
  );
  // The postpaid journey accounts read their bills like the README's (the latest one not yet paid).
  const postpaid = people.filter((p) => p.kind === 'postpaid');
  await insertRows(
    tx,
    'invoices',
    ['id', 'msisdn', 'invoice_no', 'period', 'amount', 'paid', 'issued_at'],
    postpaid.flatMap((p, index) =>
      [1, 2, 3].map((month) => {
        const issued = new Date(now - month * 30 * dayMs);
        return [
          900_000 + index * 10 + month,
          p.msisdn,
          `C25TAB${String(900_000 + index * 10 + month).padStart(7, '0')}`,
          `${String(issued.getUTCMonth() + 1).padStart(2, '0')}/${issued.getUTCFullYear()}`,
          [182_000, 165_000, 171_500][month - 1],
          month > 1,
          issued,
        ];
      }),
    ),
  );
}

/** Papers, validity, promotional accounts, bundles and wallets of every seeded account. */
export async function seedAccountOverview(tx: SqlExecutor, now: number): Promise<void> {
  const everyone = [...seedSubscribers, ...journeySubscribers()];
  for (const [index, subscriber] of everyone.entries()) {
    const papers = papersOf(subscriber, index, now);
    const prepaid = subscriber.kind === 'prepaid' && !subscriber.offNet;
    await tx.query(
      `update subscribers set birth_date = $2, id_type = $3, id_number = $4, id_issued_on = $5,
       id_issued_by = $6, valid_until = $7, data_expires_on = $8 where msisdn = $1`,
      [
        subscriber.msisdn,
        papers.birthDate,
        papers.idType,
        papers.idNumber,
        papers.idIssuedOn,
        papers.idIssuedBy,
        prepaid ? day(now, 45 + (index % 5) * 30) : null,
        subscriber.dataTotalMb === undefined ? null : day(now, 18 - (index % 4) * 3),
      ],
    );
  }
  const mobile = everyone.flatMap((subscriber) => {
    const overview = overviewOf(subscriber);
    return overview ? [{ msisdn: subscriber.msisdn, ...overview }] : [];
  });
  await insertRows(
    tx,
    'promo_balances',
    ['msisdn', 'code', 'name', 'amount', 'expires_on'],
    mobile.flatMap((m) =>
      m.promos.map((p) => [m.msisdn, p.code, p.name, p.amount, day(now, p.expiresInDays)]),
    ),
  );
  await insertRows(
    tx,
    'bundle_allowances',
    ['msisdn', 'code', 'name', 'kind', 'remain', 'total', 'expires_on'],
    mobile.flatMap((m) =>
      m.bundles.map((b) => [m.msisdn, b.code, b.name, b.kind, b.remain, b.total, day(now, b.expiresInDays)]),
    ),
  );
  await insertRows(
    tx,
    'wallets',
    ['msisdn', 'balance'],
    mobile.flatMap((m) => (m.wallet === undefined ? [] : [[m.msisdn, m.wallet]])),
  );
}
