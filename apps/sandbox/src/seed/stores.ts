/**
 * At least 50 stores (ENT-40) around Hà Nội, TP Hồ Chí Minh and Đà Nẵng, placed deterministically, and
 * a few real-looking ones around the default centre (CONST-07) so a search of CONST-06's 1000 m from
 * there finds stores (the scattered ones lie about one per square kilometre).
 */
import { seedProvinces } from './locations';
import { seededRandom } from './random';

export interface SeedStore {
  readonly id: number;
  readonly provinceId: number;
  readonly name: string;
  readonly address: string;
  readonly mobile: string;
  readonly latitude: number;
  readonly longitude: number;
}

const centres: Record<number, { lat: number; lng: number; phonePrefix: string; perDistrict: number }> = {
  1: { lat: 21.019051, lng: 105.809652, phonePrefix: '024', perDistrict: 4 },
  2: { lat: 10.776889, lng: 106.700806, phonePrefix: '028', perDistrict: 4 },
  3: { lat: 16.054407, lng: 108.202164, phonePrefix: '0236', perDistrict: 2 },
};

/** Stores within a kilometre of the default centre, after the scattered ones (their ids stay as they were). */
const nearDefaultCentre = [
  { address: '57 Huỳnh Thúc Kháng, Phường Láng Hạ, Quận Đống Đa, Hà Nội', lat: 21.0187, lng: 105.81015 },
  { address: '75 Nguyễn Chí Thanh, Phường Láng Hạ, Quận Đống Đa, Hà Nội', lat: 21.0215, lng: 105.8076 },
  { address: '37 Láng Hạ, Phường Thành Công, Quận Ba Đình, Hà Nội', lat: 21.0162, lng: 105.8144 },
  { address: '4 Chùa Láng, Phường Láng Thượng, Quận Đống Đa, Hà Nội', lat: 21.0234, lng: 105.8052 },
] as const;

export function seedStores(): SeedStore[] {
  const random = seededRandom(1091);
  const stores: SeedStore[] = [];
  for (const province of seedProvinces) {
    const centre = centres[province.id];
    if (!centre) continue;
    province.districts.forEach((district) => {
      district.streets.slice(0, centre.perDistrict).forEach((street) => {
        const id = stores.length + 1;
        const shortDistrict = district.name.replace(/^(Quận|Thành phố) /, '');
        stores.push({
          id,
          provinceId: province.id,
          name: `Cửa hàng VinaPhone ${shortDistrict} ${id}`,
          address: `${random.int(1, 250)} ${street}, ${district.name}, ${province.name}`,
          mobile: `${centre.phonePrefix} ${random.int(3500, 3999)} ${random.int(1000, 9999)}`,
          latitude: Number((centre.lat + (random.next() - 0.5) * 0.09).toFixed(6)),
          longitude: Number((centre.lng + (random.next() - 0.5) * 0.09).toFixed(6)),
        });
      });
    });
  }
  nearDefaultCentre.forEach((store, index) => {
    const id = stores.length + 1;
    stores.push({
      id,
      provinceId: 1,
      name: `Cửa hàng VinaPhone Láng Hạ ${index + 1}`,
      address: store.address,
      mobile: `024 3772 ${String(1010 + index * 11)}`,
      latitude: store.lat,
      longitude: store.lng,
    });
  });
  return stores;
}
