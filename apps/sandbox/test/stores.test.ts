import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './support';
import { tileSvg } from '../src/pages/tiles';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ localTools: false });
});
afterAll(async () => {
  await sandbox.close();
});

interface StoreRow {
  ADDRESS: string;
  MOBILE: string;
  LATITUDE: number;
  LONGITUDE: number;
  DISTANCE?: number;
}
const defaultCentre = { lat: 21.019051, lng: 105.809652 };

describe('stores (API-131, API-132)', () => {
  it('ACC-88 CONST-06 CONST-07 answers a guest the nearest stores within the radius, nearest first', async () => {
    const answer = await sandbox.post('/api/mobile/help_get_stores_by_lnglat', {
      ...defaultCentre,
      size: 10,
      radius: 1000,
    });
    expect(answer['error_code']).toBe('0');
    const stores = answer['result'] as StoreRow[];
    expect(stores.length).toBeGreaterThanOrEqual(4);
    expect(stores[0]?.ADDRESS).toBe('57 Huỳnh Thúc Kháng, Phường Láng Hạ, Quận Đống Đa, Hà Nội');
    const distances = stores.map((store) => store.DISTANCE ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(1000);
  });

  it('ACC-88 without a radius gives the `size` nearest, however far', async () => {
    const answer = await sandbox.post('/api/mobile/help_get_stores_by_lnglat', {
      lat: 10.77,
      lng: 106.7,
      size: 3,
    });
    const stores = answer['result'] as StoreRow[];
    expect(stores).toHaveLength(3);
    expect(stores.every((store) => store.ADDRESS.endsWith('TP Hồ Chí Minh'))).toBe(true);
  });

  it('ACC-90 lists a province’s stores with the provinces of help_get_provinces', async () => {
    const provinces = (await sandbox.post('/api/mobile/help_get_provinces', {}))['result'] as {
      PROVINCE_ID: number;
      PROVINCE_NAME: string;
    }[];
    const daNang = provinces.find((province) => province.PROVINCE_NAME === 'Đà Nẵng');
    expect(daNang).toBeDefined();
    const stores = (
      await sandbox.post('/api/mobile/help_get_stores_by_province', { province_id: daNang?.PROVINCE_ID })
    )['result'] as StoreRow[];
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((store) => store.ADDRESS.endsWith('Đà Nẵng') && /^0236 /.test(store.MOBILE))).toBe(
      true,
    );
  });

  it('refuses a position off the globe or a size that is no count, in the operator’s shape (400)', async () => {
    for (const body of [
      { lat: 91, lng: 105, size: 5 },
      { lat: 21, lng: 105, size: 0 },
      { lat: 21, lng: 105, size: 2.5 },
      { lat: 21, lng: 105, size: 5, radius: -1 },
      { lat: '21', lng: 105, size: 5 },
    ]) {
      const response = await sandbox.postRaw('/api/mobile/help_get_stores_by_lnglat', JSON.stringify(body), {
        'content-type': 'application/json',
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as Record<string, unknown>;
      expect(answer['error_code']).toBeTypeOf('string');
      expect(answer['error_code']).not.toBe('0');
      expect(answer['message']).toBeTypeOf('string');
    }
  });
});

describe('map tiles (§2.9, issue 20)', () => {
  it('serves an SVG tile to anyone, without the local tools', async () => {
    // Zoom 12 tile over the default centre (x 3251, y 1803).
    const response = await fetch(`${sandbox.url}/__sandbox/tiles/12/3251/1803.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
  });

  it('draws roads, water, the district names and the stores where they are, the same every time', () => {
    const svg = tileSvg(12, 3251, 1803);
    expect(svg).toContain('<path d="M');
    expect(svg).toMatch(/<text [^>]*>Quận (Đống Đa|Ba Đình|Cầu Giấy)<\/text>/);
    expect(svg).toContain('<circle');
    expect(tileSvg(12, 3251, 1803)).toBe(svg);
    // Sông Hồng and Hồ Tây north-east of the default centre.
    expect(tileSvg(12, 3252, 1802)).toContain('#aad3df');
    // Zoomed out, provinces are named instead.
    expect(tileSvg(6, 50, 28)).toContain('>Hà Nội</text>');
  });

  it('refuses a tile outside its zoom level (400)', async () => {
    for (const path of ['12/4096/1/1.svg', '12/4096/1.svg', '19/0/0.svg', 'a/0/0.svg', '1/-1/0.svg']) {
      const response = await fetch(`${sandbox.url}/__sandbox/tiles/${path}`);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
  });
});
