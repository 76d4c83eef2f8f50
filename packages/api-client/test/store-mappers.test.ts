/** The store locator's calls (§2.9): the nearby search's body and the stores a map can show. */
import { describe, expect, it } from 'vitest';
import { contract, storeRecord } from '../src/contract';
import { storesNearRequest, toMappableStores } from '../src/mappers';

describe('store mappers (§2.9)', () => {
  it('ACC-88 CONST-06 CONST-07 asks for the nearest stores within 1000 m of the position, rounded for the cache', () => {
    const body = storesNearRequest({ lat: 21.01905123, lng: 105.80965249 });
    expect(body).toEqual({ lat: 21.0191, lng: 105.8097, size: 20, radius: 1000 });
    // The body is one the contract's own request schema accepts.
    expect(contract.help_get_stores_by_lnglat.request.safeParse(body).success).toBe(true);
  });

  it('ACC-83 maps ADDRESS, MOBILE and LATITUDE/LONGITUDE, leaving out stores the map cannot place', () => {
    const records = [
      {
        ADDRESS: '57 Huỳnh Thúc Kháng',
        MOBILE: '024 3772 1010',
        LATITUDE: '21.0187',
        LONGITUDE: '105.81015',
      },
      { ADDRESS: 'Không có toạ độ', MOBILE: '', LATITUDE: 0, LONGITUDE: 0 },
      { ADDRESS: 'Sai toạ độ', MOBILE: '', LATITUDE: 210.2, LONGITUDE: 105.8 },
    ].map((record) => storeRecord.parse(record));
    expect(toMappableStores(records)).toEqual([
      { address: '57 Huỳnh Thúc Kháng', phone: '024 3772 1010', lat: 21.0187, lng: 105.81015 },
    ]);
  });
});
