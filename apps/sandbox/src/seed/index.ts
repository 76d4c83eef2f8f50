/** Seeds an empty store once (and again after --reset), all in one transaction. */
import type { Database, SqlExecutor } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { hashPassword as clientPasswordHash } from '@selfcare/api-client/contract';
import { hashPassword } from '../services/passwords';
import { seedBanks } from './banks';
import { seedBanners, seedNews, seedNewsGroups } from './content';
import { historyRows } from './history';
import { locationRows, seedProvinces } from './locations';
import { seedLoyaltyCategories, seedLoyaltyOffers } from './loyalty';
import { seedOfferDetailsAndVouchers } from './loyalty-offers';
import { seedPackageGroups, seedPackages } from './packages';
import { carrierFor, seedCountries, seedRoamingPackages } from './roaming';
import { seedStores } from './stores';
import { seedSupport } from './support-rows';
import { seedFamily, seedPassword, seedSubscribers } from './subscribers';
import { seedFamilies } from './family';
import { usageRows } from './usage';
import { seedAccountJourneyPeople, seedAccountOverview } from './account-overview';
import { seedLinkedServices } from './linked-services';
import { seedServiceLinking } from './service-linking';
import { seedDebtHistory } from './debt-history';

/** Bump when the seed changes so `--reset` is the only way to get the new data into an old store. */
export const seedVersion = 11;
const dayMs = 86_400_000;

async function seedPeople(tx: SqlExecutor, now: number): Promise<void> {
  const passwordHashes = await Promise.all(
    seedSubscribers.map(async () => hashPassword(await clientPasswordHash(seedPassword))),
  );
  await insertRows(
    tx,
    'subscribers',
    [
      'msisdn',
      'full_name',
      'customer_id',
      'kind',
      'is_vip',
      'off_net',
      'roaming_data_on',
      'roaming_package_code',
      'main_balance',
      'data_remain_mb',
      'data_total_mb',
      'password_hash',
      'email',
      'address',
      'created_at',
    ],
    seedSubscribers.map((s, index) => [
      s.msisdn,
      s.fullName,
      `KH${String(20_240_001 + index * 7)}`,
      s.kind,
      s.isVip ?? false,
      s.offNet ?? false,
      s.roamingDataOn ?? false,
      s.roamingDataOn ? 'REA7' : null,
      s.mainBalance,
      s.dataRemainMb,
      s.dataTotalMb ?? null,
      passwordHashes[index],
      s.email ?? null,
      s.address,
      new Date(now - (400 + index * 30) * dayMs),
    ]),
  );
  await insertRows(
    tx,
    'subscriptions',
    ['msisdn', 'package_code', 'registered_at'],
    seedSubscribers.flatMap((s) =>
      (s.packages ?? []).map((code) => [s.msisdn, code, new Date(now - 12 * dayMs)]),
    ),
  );
  const members = seedSubscribers.filter((s) => s.loyalty);
  await insertRows(
    tx,
    'loyalty_members',
    ['msisdn', 'tier', 'member_name', 'card_number', 'points', 'email'],
    members.map((s, index) => [
      s.msisdn,
      s.loyalty?.tier,
      s.fullName,
      `VNP${String(8_800_000_000 + index * 1_234_567)}`,
      s.loyalty?.points,
      s.email ?? null,
    ]),
  );
  await insertRows(
    tx,
    'family_members',
    [
      'master_msisdn',
      'msisdn',
      'total_volume_mb',
      'remain_volume_mb',
      'total_volume_call',
      'remain_volume_call',
    ],
    seedFamily.members.map((m) => [
      seedFamily.master,
      m.msisdn,
      m.totalMb,
      m.remainMb,
      m.totalCall,
      m.remainCall,
    ]),
  );
}

async function seedCatalogues(tx: SqlExecutor, now: number): Promise<void> {
  await insertRows(
    tx,
    'package_groups',
    ['code', 'name', 'name_en', 'sort'],
    seedPackageGroups.map((g, i) => [g.code, g.name, g.nameEn, i]),
  );
  await insertRows(
    tx,
    'packages',
    [
      'id',
      'code',
      'group_code',
      'name',
      'price',
      'period_code',
      'description_html',
      'image_url',
      'type',
      'package_type',
      'status_pay',
      'sort',
    ],
    seedPackages.map((p, i) => [
      p.id,
      p.code,
      p.group,
      p.name,
      p.price,
      p.periodCode,
      p.descriptionHtml,
      p.imageUrl,
      p.type,
      p.packageType,
      p.statusPay,
      i,
    ]),
  );
  await insertRows(
    tx,
    'banks',
    [
      'code',
      'id',
      'bin',
      'name',
      'short_name',
      'logo_url',
      'swift_code',
      'transfer_supported',
      'lookup_supported',
      'card_payment',
      'is_international',
      'sort',
    ],
    seedBanks.map((b, i) => [
      b.code,
      b.id,
      b.bin,
      b.name,
      b.shortName,
      `/__sandbox/images/bank/${b.code}.svg`,
      b.swiftCode,
      b.transferSupported,
      b.lookupSupported,
      b.cardPayment,
      b.isInternational,
      i,
    ]),
  );
  await insertRows(
    tx,
    'countries',
    ['id', 'name_vn', 'name_en', 'favourite'],
    seedCountries.map((c) => [c.id, c.nameVn, c.nameEn, c.favourite]),
  );
  await insertRows(
    tx,
    'roaming_packages',
    [
      'id',
      'code',
      'name',
      'price',
      'cycle',
      'cycle_desc',
      'description',
      'full_description',
      'instructions_vi',
      'image_url',
      'hot_keys',
      'star_rates',
      'hot_promotion',
      'sort',
    ],
    seedRoamingPackages.map((p, i) => [
      p.id,
      p.code,
      p.name,
      p.price,
      p.cycle,
      p.cycleDesc,
      p.description,
      p.fullDescription,
      p.instructionsVi,
      `/__sandbox/images/roaming/${p.code}.svg`,
      p.hotKeys,
      p.starRates,
      p.hotPromotion,
      i,
    ]),
  );
  await insertRows(
    tx,
    'roaming_package_countries',
    ['package_id', 'country_id', 'carrier_name', 'handset_display'],
    seedRoamingPackages.flatMap((p) =>
      p.countryIds.map((countryId) => [
        p.id,
        countryId,
        carrierFor(countryId),
        `${carrierFor(countryId)} / ${countryId}`,
      ]),
    ),
  );
  const locations = locationRows();
  await insertRows(
    tx,
    'provinces',
    ['id', 'name', 'ccbs_code'],
    seedProvinces.map((p) => [p.id, p.name, p.ccbsCode]),
  );
  await insertRows(
    tx,
    'districts',
    ['id', 'province_id', 'name'],
    locations.districts.map((d) => [d.id, d.provinceId, d.name]),
  );
  await insertRows(
    tx,
    'precincts',
    ['id', 'district_id', 'name'],
    locations.precincts.map((p) => [p.id, p.districtId, p.name]),
  );
  await insertRows(
    tx,
    'streets',
    ['id', 'precinct_id', 'name'],
    locations.streets.map((s) => [s.id, s.precinctId, s.name]),
  );
  await insertRows(
    tx,
    'stores',
    ['id', 'province_id', 'name', 'address', 'mobile', 'latitude', 'longitude'],
    seedStores().map((s) => [s.id, s.provinceId, s.name, s.address, s.mobile, s.latitude, s.longitude]),
  );
  await insertRows(
    tx,
    'news_groups',
    ['id', 'name', 'name_en'],
    seedNewsGroups.map((g) => [g.id, g.name, g.nameEn]),
  );
  await insertRows(
    tx,
    'news',
    ['id', 'group_id', 'title', 'image', 'description', 'en_description', 'content_html', 'published_at'],
    seedNews.map((n) => [
      n.id,
      n.groupId,
      n.title,
      n.image,
      n.description,
      n.enDescription,
      n.contentHtml,
      new Date(now - n.daysAgo * dayMs),
    ]),
  );
  await insertRows(
    tx,
    'banners',
    ['id', 'title', 'image_url', 'link', 'sort'],
    seedBanners.map((b) => [b.id, b.title, b.imageUrl, b.link, b.id]),
  );
  await insertRows(
    tx,
    'loyalty_categories',
    ['id', 'name_vie', 'name_en', 'sort'],
    seedLoyaltyCategories.map((c, i) => [c.id, c.nameVie, c.nameEn, i]),
  );
  await insertRows(
    tx,
    'loyalty_offers',
    [
      'id',
      'category_id',
      'kind',
      'title',
      'partner',
      'points_cost',
      'description',
      'image_url',
      'valid_until',
    ],
    seedLoyaltyOffers.map((o) => [
      o.id,
      o.categoryId,
      o.kind,
      o.title,
      o.partner,
      o.pointsCost,
      o.description,
      o.imageUrl,
      new Date(now + 90 * dayMs),
    ]),
  );
}

async function seedHistory(tx: SqlExecutor, now: number): Promise<void> {
  const { invoices, points } = historyRows(now);
  const { usage, refills } = usageRows(now);
  await insertRows(
    tx,
    'invoices',
    ['id', 'msisdn', 'invoice_no', 'period', 'amount', 'paid', 'issued_at'],
    invoices.map((i) => [i.id, i.msisdn, i.invoiceNo, i.period, i.amount, i.paid, i.issuedAt]),
  );
  await insertRows(
    tx,
    'usage_records',
    [
      'id',
      'msisdn',
      'usage_type',
      'b_subs',
      'call_type',
      'duration_s',
      'volume_bytes',
      'charge',
      'started_at',
    ],
    usage.map((u, index) => [
      index + 1,
      u.msisdn,
      u.usageType,
      u.bSubs,
      u.callType,
      u.durationS,
      u.volumeBytes,
      u.charge,
      u.startedAt,
    ]),
  );
  await insertRows(
    tx,
    'refills',
    ['id', 'msisdn', 'amount', 'channel', 'refilled_at'],
    refills.map((r, index) => [index + 1, r.msisdn, r.amount, r.channel, r.refilledAt]),
  );
  await insertRows(
    tx,
    'point_history',
    ['msisdn', 'delta', 'reason', 'created_at'],
    points.map((p) => [p.msisdn, p.delta, p.reason, p.createdAt]),
  );
}

export interface SeedOptions {
  readonly now: number;
  readonly log: (line: string) => void;
}

/** Seeds when the store has never been seeded; a seeded store is left as it is (restarts keep data). */
export async function ensureSeeded(db: Database, options: SeedOptions): Promise<boolean> {
  const [state] = await db.query<{ version: number }>('select version from seed_state where id = 1');
  if (state) return false;
  await db.transaction(async (tx) => {
    await seedCatalogues(tx, options.now);
    await seedPeople(tx, options.now);
    await seedFamilies(tx, options.now, await hashPassword(await clientPasswordHash(seedPassword)));
    await seedLinkedServices(tx, options.now, await hashPassword(await clientPasswordHash(seedPassword)));
    await seedAccountJourneyPeople(
      tx,
      options.now,
      await hashPassword(await clientPasswordHash(seedPassword)),
    );
    // After every seeded person: each gets an owner document.
    await seedServiceLinking(tx, options.now, await hashPassword(await clientPasswordHash(seedPassword)));
    // After the register is filled: every account of it gets its billed months.
    await seedDebtHistory(tx, options.now);
    await seedHistory(tx, options.now);
    await seedAccountOverview(tx, options.now);
    await seedSupport(tx, options.now);
    await seedOfferDetailsAndVouchers(tx, options.now);
    await tx.query('insert into seed_state (id, version, seeded_at) values (1, $1, $2)', [
      seedVersion,
      new Date(options.now),
    ]);
  });
  options.log(`seeded version ${seedVersion}`);
  return true;
}
