import type { MultiSimStatus, NumberHold, SimNumberOffer } from '@selfcare/domain';

/** Story and test data of the SIM components (fixed dates: pictures stay the same). */
export const sampleSerials = ['8984020000123456789', '8984020000987654321', '89840200005555666677'] as const;

export const twoLinkedSims: MultiSimStatus = {
  registered: true,
  sims: sampleSerials.slice(0, 2).map((serial, index) => ({
    serial,
    linkedAt: `2026-03-0${index + 1}T08:00:00Z`,
  })),
};

export const fullMultiSim: MultiSimStatus = {
  registered: true,
  sims: sampleSerials.map((serial) => ({ serial, linkedAt: '2026-03-01T08:00:00Z' })),
};

export const noMultiSim: MultiSimStatus = { registered: false, sims: [] };

export const sampleNow = new Date('2026-03-10T08:15:00Z');

export const sampleNumbers: readonly SimNumberOffer[] = [
  { number: '0886000100', price: 50_000 },
  { number: '0886000111', price: 150_000 },
  { number: '0886000123', price: 50_000 },
];

export const sampleHold: NumberHold = {
  holdId: '3',
  number: '0886000123',
  expiresAt: new Date('2026-03-10T09:00:00Z'),
};

export const sampleProvinces = [
  { id: '1', name: 'Hà Nội', ccbsCode: 'HNI' },
  { id: '2', name: 'TP. Hồ Chí Minh', ccbsCode: 'HCM' },
];
export const sampleDistricts = [{ id: '101', name: 'Quận Hoàn Kiếm' }];
export const sampleWards = [{ id: '10101', name: 'Phường Hàng Bạc' }];
export const sampleStores = [
  { address: '57 Huỳnh Thúc Kháng, Đống Đa', phone: '18001091', lat: 21.02, lng: 105.81 },
];
