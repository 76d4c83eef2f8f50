/**
 * Linked services and home gateways (issue 17). The README's fixed-line, internet and TV subscribers and the
 * postpaid 0913456789 have accounts billed with them; each home internet account has a gateway with two wifi
 * networks and a handful of devices. Each e2e journey that changes a gateway signs in a number of its own
 * (tests/e2e/linked-services.spec.ts picks one by width, language and retry), so parallel runs never meet.
 */
import type { SqlExecutor } from '../db/database';
import { insertRows } from '../db/insert-rows';

/** Two widths × two languages × a first run and one retry. */
export const GATEWAY_JOURNEY_ACCOUNTS = 8;

/** The number of journey subscriber `index` (0 … 7), in the 84 form: 0818 00i 200. */
export function gatewayJourneyNumber(index: number): string {
  return `8481800${index}200`;
}

type ProductLine = 'FIBER' | 'MYTV' | 'PHONE';

interface SeedLinkedAccount {
  account: string;
  owner: string;
  productLine: ProductLine;
  contact: string;
  status: 'ACTIVE' | 'SUSPENDED' | 'CANCELLED';
  packages: { PACKAGE_CODE: string; PACKAGE_NAME: string }[];
  /** Internet accounts: the gateway's schedules, if any. */
  schedules?: boolean;
}

const homeNet = (speed: number) => ({
  PACKAGE_CODE: `HOME_NET_${speed}`,
  PACKAGE_NAME: `Home Net ${speed} Mbps`,
});
const myTv = { PACKAGE_CODE: 'MYTV_NANG_CAO', PACKAGE_NAME: 'MyTV Nâng cao' };
const phoneLine = { PACKAGE_CODE: 'PSTN_CO_BAN', PACKAGE_NAME: 'Điện thoại cố định cơ bản' };

export const seedLinkedAccounts: readonly SeedLinkedAccount[] = [
  {
    account: 'hni_phone_0242',
    owner: '84942123456',
    productLine: 'PHONE',
    contact: '02437654321',
    status: 'ACTIVE',
    packages: [phoneLine],
  },
  {
    account: 'hcm_fiber_0101',
    owner: '84943234567',
    productLine: 'FIBER',
    contact: '0943234567',
    status: 'ACTIVE',
    packages: [homeNet(150)],
    schedules: true,
  },
  {
    account: 'hcm_mytv_0102',
    owner: '84943234567',
    productLine: 'MYTV',
    contact: '0943234567',
    status: 'ACTIVE',
    packages: [myTv],
  },
  {
    account: 'dng_mytv_0301',
    owner: '84944345678',
    productLine: 'MYTV',
    contact: '0944345678',
    status: 'ACTIVE',
    packages: [myTv, { PACKAGE_CODE: 'MYTV_K_PLUS', PACKAGE_NAME: 'Kênh K+' }],
  },
  {
    account: 'dng_phone_0302',
    owner: '84944345678',
    productLine: 'PHONE',
    contact: '02363888777',
    status: 'SUSPENDED',
    packages: [phoneLine],
  },
  {
    account: 'hni_fiber_0201',
    owner: '84913456789',
    productLine: 'FIBER',
    contact: '0913456789',
    status: 'ACTIVE',
    packages: [homeNet(300)],
  },
  ...Array.from({ length: GATEWAY_JOURNEY_ACCOUNTS }, (_, index): SeedLinkedAccount => ({
    account: `e2e_fiber_${String(index).padStart(2, '0')}`,
    owner: gatewayJourneyNumber(index),
    productLine: 'FIBER',
    contact: `081800${index}200`,
    status: 'ACTIVE',
    packages: [homeNet(150)],
  })),
];

/** Devices of every seeded gateway: the last one starts blocked. */
const seedDevices = [
  { host: 'Điện thoại của Lan', ip: 11, band: '5GHz' },
  { host: 'Laptop làm việc', ip: 12, band: '5GHz' },
  { host: 'Tivi phòng khách', ip: 13, band: '2.4GHz' },
  { host: null, ip: 14, band: '2.4GHz' },
  { host: 'Máy tính bảng của bé', ip: 15, band: '2.4GHz' },
] as const;

const macOf = (gateway: number, device: number) =>
  `02:1A:${String(gateway).padStart(2, '0')}:00:00:${String(device + 1).padStart(2, '0')}`;

export async function seedLinkedServices(tx: SqlExecutor, now: number, passwordHash: string): Promise<void> {
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
    Array.from({ length: GATEWAY_JOURNEY_ACCOUNTS }, (_, index) => [
      gatewayJourneyNumber(index),
      `Khách hàng Internet ${index + 1}`,
      `KH${String(40_240_001 + index)}`,
      'internet',
      0,
      0,
      passwordHash,
      'Hà Nội',
      new Date(now - 300 * 86_400_000),
    ]),
  );
  await insertRows(
    tx,
    'linked_accounts',
    ['account', 'owner_msisdn', 'product_line', 'contact', 'status', 'packages', 'sort'],
    seedLinkedAccounts.map((a, index) => [
      a.account,
      a.owner,
      a.productLine,
      a.contact,
      a.status,
      JSON.stringify(a.packages),
      index,
    ]),
  );
  const internet = seedLinkedAccounts.filter((a) => a.productLine === 'FIBER');
  await seedGateways(tx, internet, 0);
  const created = new Date(now - 7 * 86_400_000);
  await insertRows(
    tx,
    'gateway_schedules',
    ['id', 'account', 'kind', 'start_time', 'end_time', 'days', 'created_at'],
    internet
      .filter((a) => a.schedules)
      .flatMap((a) => [
        [`${a.account}-w1`, a.account, 'wifi', '23:30', '06:00', [1, 2, 3, 4, 5], created],
        [`${a.account}-r1`, a.account, 'reboot', '03:00', null, [7], created],
      ]),
  );
}

/**
 * A gateway with two wifi networks and the five seed devices (the last blocked) for each home internet account;
 * `first` numbers them after the gateways seeded before (serials and MAC addresses stay unique).
 */
export async function seedGateways(
  tx: SqlExecutor,
  internet: readonly { account: string }[],
  first: number,
): Promise<void> {
  await insertRows(
    tx,
    'gateways',
    ['account', 'serial', 'model', 'firmware', 'online'],
    internet.map((a, index) => [
      a.account,
      `VNPT${String(100_200 + first + index).padStart(8, '0')}`,
      'iGate GW040-H',
      'V2.1.07',
      true,
    ]),
  );
  await insertRows(
    tx,
    'gateway_wlans',
    ['account', 'idx', 'ssid', 'band', 'enabled'],
    internet.flatMap((a, index) => [
      [a.account, 1, `VNPT_Nha_${first + index + 1}`, '2.4GHz', true],
      [a.account, 2, `VNPT_Nha_${first + index + 1}_5G`, '5GHz', true],
    ]),
  );
  await insertRows(
    tx,
    'gateway_devices',
    ['account', 'mac', 'host_name', 'ip', 'band', 'connected', 'blocked'],
    internet.flatMap((a, gateway) =>
      seedDevices.map((d, device) => {
        const blocked = device === seedDevices.length - 1;
        return [
          a.account,
          macOf(first + gateway, device),
          d.host,
          blocked ? null : `192.168.1.${d.ip}`,
          d.band,
          !blocked,
          blocked,
        ];
      }),
    ),
  );
}
