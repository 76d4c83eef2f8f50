/**
 * Family groups (issue 18). Besides the README's group of 0914567890, each e2e journey that changes a group
 * gets a group of its own (tests/e2e/family.spec.ts picks one by width, language and retry), so parallel
 * runs and retries never meet: a master, a member who may leave, a member with under 500 MB left.
 */
import type { SqlExecutor } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { seedFamily } from './subscribers';

/** Two widths × two languages × a first run and one retry. */
export const FAMILY_JOURNEY_GROUPS = 8;

/** The numbers of journey group `index` (0 … 7), in the 84 form: 0817 00i 100 / 101 / 102. */
export function familyJourneyGroup(index: number) {
  const number = (last: number) => `8481700${index}${String(100 + last)}`;
  return { master: number(0), leaver: number(1), low: number(2) };
}

/** The home combo of the README's master (ACC-27). */
const seedHomeCombo = {
  msisdn: seedFamily.master,
  packageCode: 'HOME2',
  dataRemainMb: 80_000,
  minutesRemain: 940,
};

interface SeedPerson {
  msisdn: string;
  fullName: string;
}

/** Journey accounts sign in with the seed password; `passwordHash` is its stored form. */
export async function seedFamilies(tx: SqlExecutor, now: number, passwordHash: string): Promise<void> {
  const groups = Array.from({ length: FAMILY_JOURNEY_GROUPS }, (_, index) => familyJourneyGroup(index));
  const people: SeedPerson[] = groups.flatMap((group, index) => [
    { msisdn: group.master, fullName: `Chủ nhóm gia đình ${index + 1}` },
    { msisdn: group.leaver, fullName: `Thành viên gia đình ${index + 1}` },
    { msisdn: group.low, fullName: `Thành viên ít dữ liệu ${index + 1}` },
  ]);
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
      'password_hash',
      'address',
      'created_at',
    ],
    people.map((person, index) => [
      person.msisdn,
      person.fullName,
      `KH${String(30_240_001 + index)}`,
      'prepaid',
      50_000,
      2_048,
      passwordHash,
      'Hà Nội',
      new Date(now - 200 * 86_400_000),
    ]),
  );
  await insertRows(
    tx,
    'family_groups',
    ['master_msisdn', 'pack_code'],
    [[seedFamily.master, 'GD6'], ...groups.map((group) => [group.master, 'GD4'])],
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
    groups.flatMap((group) => [
      [group.master, group.master, 20_480, 15_360, 500, 420],
      [group.master, group.leaver, 5_120, 3_072, 300, 250],
      [group.master, group.low, 5_120, 300, 300, 40],
    ]),
  );
  await insertRows(
    tx,
    'home_combo_subscriptions',
    ['msisdn', 'package_code', 'data_remain_mb', 'minutes_remain', 'registered_at'],
    [
      [
        seedHomeCombo.msisdn,
        seedHomeCombo.packageCode,
        seedHomeCombo.dataRemainMb,
        seedHomeCombo.minutesRemain,
        new Date(now - 20 * 86_400_000),
      ],
    ],
  );
}
