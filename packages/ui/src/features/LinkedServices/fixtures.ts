import type {
  DebtMonth,
  GatewayDevice,
  HomeGateway,
  LinkedService,
  RebootSchedule,
  ServiceAccountInfo,
  WifiNetwork,
  WifiSchedule,
} from '@selfcare/domain';

/** The sandbox's 0943234567 and 0944345678 (README): one card of each kind and status. */
export const linkedServices: readonly LinkedService[] = [
  {
    account: 'hcm_fiber_0101',
    kind: 'internet',
    productLine: 'FIBER',
    contact: '0943234567',
    status: 'active',
    packages: [{ code: 'HOME_NET_150', name: 'Home Net 150 Mbps' }],
  },
  {
    account: 'dng_mytv_0301',
    kind: 'tv',
    productLine: 'MYTV',
    contact: '0944345678',
    status: 'active',
    packages: [
      { code: 'MYTV_NANG_CAO', name: 'MyTV Nâng cao' },
      { code: 'MYTV_K_PLUS', name: 'Kênh K+' },
    ],
  },
  {
    account: 'dng_phone_0302',
    kind: 'fixed',
    productLine: 'PHONE',
    contact: '02363888777',
    status: 'suspended',
    packages: [{ code: 'PSTN_CO_BAN', name: 'Điện thoại cố định cơ bản' }],
  },
  {
    account: 'hni_ca_0900',
    kind: 'other',
    productLine: 'VNPT-CA',
    contact: '0943234567',
    status: 'cancelled',
    packages: [],
  },
];

export const homeGateway: HomeGateway = {
  account: 'hcm_fiber_0101',
  serial: 'VNPT00100201',
  model: 'iGate GW040-H',
  firmware: 'V2.1.07',
  online: true,
};

export const wifiNetworks: readonly WifiNetwork[] = [
  { index: 1, name: 'VNPT_Nha_Lan', band: '2.4GHz', enabled: true },
  { index: 2, name: 'VNPT_Nha_Lan_5G', band: '5GHz', enabled: false },
];

export const gatewayDevices: readonly GatewayDevice[] = [
  { mac: '02:1A:01:00:00:02', name: 'Laptop làm việc', ip: '192.168.1.12', band: '5GHz', blocked: false },
  { mac: '02:1A:01:00:00:05', name: 'Máy tính bảng của bé', ip: undefined, band: undefined, blocked: true },
  { mac: '02:1A:01:00:00:03', name: 'Tivi phòng khách', ip: '192.168.1.13', band: '2.4GHz', blocked: false },
  { mac: '02:1A:01:00:00:04', name: undefined, ip: '192.168.1.14', band: '2.4GHz', blocked: false },
];

export const wifiSchedules: readonly WifiSchedule[] = [
  { id: 'w1', offAt: '23:30', onAt: '06:00', days: [1, 2, 3, 4, 5] },
];

export const rebootSchedules: readonly RebootSchedule[] = [
  { id: 'r1', at: '03:00', days: [7] },
  { id: 'r2', at: '04:30', days: [1, 2, 3, 4, 5, 6, 7] },
];

/** ACC-75: what a lookup shows of Nguyễn Văn An's fiber before it is linked (the sandbox's hni_fiber_0501). */
export const foundFiber: ServiceAccountInfo = {
  account: 'hni_fiber_0501',
  kind: 'internet',
  ownerName: 'Nguyễn V** A*',
  address: '12 Phố Huế, Hai Bà Trưng, Hà Nội',
  packageName: 'Home Net 150 Mbps',
  status: 'active',
  linked: false,
};

/** The day the billing history stories are read on (which months are overdue). */
export const debtToday = '2026-11-25';

const debtMonth = (year: number, month: number, charge: number, paid: number) => {
  const [dueYear, dueMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  const lastDay = new Date(Date.UTC(dueYear, dueMonth, 0)).getUTCDate();
  return {
    month: { year, month },
    charge,
    paid,
    owed: Math.max(0, charge - paid),
    dueOn: `${dueYear}-${String(dueMonth).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`,
  };
};

/**
 * ACC-43: hcm_fiber_0101's 12 months as the sandbox seeds them on debtToday: October 2026 open (due
 * 30 November), September unpaid and overdue (due 31 October), the rest paid.
 */
export const debtMonths: readonly DebtMonth[] = Array.from({ length: 12 }, (_, back) => {
  const index = 2026 * 12 + 9 - back;
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
  const charge = 220_000 + ((back * 7) % 5) * 11_000;
  return debtMonth(year, month, charge, back < 2 ? 0 : charge);
});
