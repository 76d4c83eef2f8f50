/** Stores for stories and tests: the sandbox's stores around the default centre (CONST-07). */
import { DEFAULT_LOCATION, storesByDistance, type Store } from '@selfcare/domain';

export const sampleStores: readonly Store[] = [
  {
    address: '57 Huỳnh Thúc Kháng, Phường Láng Hạ, Quận Đống Đa, Hà Nội',
    phone: '024 3772 1010',
    lat: 21.0187,
    lng: 105.81015,
  },
  {
    address: '75 Nguyễn Chí Thanh, Phường Láng Hạ, Quận Đống Đa, Hà Nội',
    phone: '024 3772 1021',
    lat: 21.0215,
    lng: 105.8076,
  },
  {
    address: '37 Láng Hạ, Phường Thành Công, Quận Ba Đình, Hà Nội',
    phone: '024 3772 1032',
    lat: 21.0162,
    lng: 105.8144,
  },
  {
    address: '4 Chùa Láng, Phường Láng Thượng, Quận Đống Đa, Hà Nội',
    phone: undefined,
    lat: 21.0234,
    lng: 105.8052,
  },
];

/** The same stores with their distances from the default centre, nearest first. */
export const sampleNearbyStores = storesByDistance(sampleStores, DEFAULT_LOCATION);

/** Many stores (a province's list): the four above and a spread of others in Hà Nội. */
export const manyStores: readonly Store[] = [
  ...sampleStores,
  ...Array.from({ length: 16 }, (_, index) => ({
    address: `${12 + index * 7} Phố Huế, Quận Hai Bà Trưng, Hà Nội`,
    phone: `024 3943 ${String(2000 + index * 37)}`,
    lat: 21.0 + (index % 4) * 0.012,
    lng: 105.83 + Math.floor(index / 4) * 0.011,
  })),
];
