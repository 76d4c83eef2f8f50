import type { FamilyAdvancedPack, FamilyMember, HomeComboPackage, HomeComboRemain } from '@selfcare/domain';

/** The sandbox's seeded group (README): the master first; 0916789012 has under 500 MB left. */
export const familyGroup: readonly FamilyMember[] = [
  { msisdn: '84914567890', remainingData: 25_600, totalData: 30_720, remainingCall: 812, totalCall: 1_000 },
  { msisdn: '84915678901', remainingData: 2_048, totalData: 10_240, remainingCall: 455, totalCall: 500 },
  { msisdn: '84916789012', remainingData: 410, totalData: 5_120, remainingCall: 12, totalCall: 300 },
  { msisdn: '84945456789', remainingData: 4_980, totalData: 5_120, remainingCall: 300, totalCall: 300 },
];

export const masterViewer = { role: 'master', msisdn: '84914567890' } as const;
export const memberViewer = { role: 'member', msisdn: '84915678901' } as const;

/** Eight numbers: every avatar colour twice. */
export const largeFamilyGroup: readonly FamilyMember[] = [
  ...familyGroup,
  ...[1, 2, 3, 4].map((n) => ({
    msisdn: `8494000000${n}`,
    remainingData: 1_000 * n,
    totalData: 5_120,
    remainingCall: 50 * n,
    totalCall: 300,
  })),
];

export const familyPacks: readonly FamilyAdvancedPack[] = [
  { code: 'GD4', name: 'Gia đình 4', price: 199_000, dataMb: 40_960, maxMembers: 4, current: false },
  { code: 'GD6', name: 'Gia đình 6', price: 299_000, dataMb: 61_440, maxMembers: 6, current: true },
  { code: 'GD8', name: 'Gia đình 8', price: 399_000, dataMb: 92_160, maxMembers: 8, current: false },
];

export const homeComboPackages: readonly HomeComboPackage[] = [
  {
    code: 'HOME1',
    name: 'Home Combo 1',
    price: 229_000,
    description: 'Internet 150 Mbps, 3 GB/ngày',
    registered: false,
  },
  {
    code: 'HOME2',
    name: 'Home Combo 2',
    price: 289_000,
    description: 'Internet 250 Mbps, MyTV, 4 GB/ngày',
    registered: true,
  },
];

export const homeComboRemain: HomeComboRemain = {
  packageCode: 'HOME2',
  allowances: [
    { name: 'Data', remaining: 80_000, total: 122_880, unit: 'MB' },
    { name: 'Thoại', remaining: 940, total: 1_500, unit: 'minutes' },
  ],
};
