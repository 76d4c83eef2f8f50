import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
import { renderRoutes, warmShell } from '../../../test/router';

const ok = (result: unknown) => json({ error_code: '0', message: 'Thành công', result });

const provinces = ok([
  { PROVINCE_ID: 1, ID: 1, PROVINCE_NAME: 'Hà Nội', CCBS_CODE: 'HNI' },
  { PROVINCE_ID: 3, ID: 3, PROVINCE_NAME: 'Đà Nẵng', CCBS_CODE: 'DNG' },
]);
const nearby = ok([
  { ADDRESS: '75 Nguyễn Chí Thanh, Hà Nội', MOBILE: '024 3772 1021', LATITUDE: 21.0215, LONGITUDE: 105.8076 },
  {
    ADDRESS: '57 Huỳnh Thúc Kháng, Hà Nội',
    MOBILE: '024 3772 1010',
    LATITUDE: 21.0187,
    LONGITUDE: 105.81015,
  },
  { ADDRESS: 'Không có toạ độ', MOBILE: '', LATITUDE: 0, LONGITUDE: 0 },
]);
const daNang = ok([
  {
    ADDRESS: '12 Bạch Đằng, Quận Hải Châu, Đà Nẵng',
    MOBILE: '0236 3822 111',
    LATITUDE: 16.07,
    LONGITUDE: 108.22,
  },
]);

beforeAll(warmShell, 60_000);
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const storeList = async () =>
  within(await screen.findByRole('list', { name: 'Danh sách cửa hàng' }, { timeout: 10_000 }));

describe('store locator page', { timeout: 20_000 }, () => {
  it('ACC-87 ACC-88 CONST-06 CONST-07 without a position it lists the stores around the default centre', async () => {
    const operator = fakeOperator({ help_get_provinces: provinces, help_get_stores_by_lnglat: nearby });
    renderRoutes('/tinh-nang/dia-diem-cua-hang', { fetchImpl: operator.fetchImpl });
    const list = await storeList();
    // The store without coordinates is left out; the server's order stays (no distance from the centre).
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('75 Nguyễn Chí Thanh'),
      expect.stringContaining('57 Huỳnh Thúc Kháng'),
    ]);
    expect(operator.called('help_get_stores_by_lnglat')[0]?.body).toMatchObject({
      lat: 21.0191,
      lng: 105.8097,
      size: 20,
      radius: 1000,
    });
    expect(screen.getByRole('heading', { level: 2, name: /trung tâm Hà Nội/ })).toBeTruthy();
    expect(list.getByRole('link', { name: 'Gọi 024 3772 1021' }).getAttribute('href')).toBe(
      'tel:02437721021',
    );
  });

  it('ACC-91 ENT-05 a position kept from before orders the stores nearest first with their distance', async () => {
    window.localStorage.setItem('lat', '21.018700');
    window.localStorage.setItem('lng', '105.810150');
    const operator = fakeOperator({ help_get_provinces: provinces, help_get_stores_by_lnglat: nearby });
    renderRoutes('/tinh-nang/dia-diem-cua-hang', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    const list = within(await screen.findByRole('list', { name: 'Store list' }, { timeout: 10_000 }));
    const items = list.getAllByRole('listitem');
    expect(items[0]?.textContent).toMatch(/57 Huỳnh Thúc Kháng.*10 m away/);
    expect(items[1]?.textContent).toMatch(/75 Nguyễn Chí Thanh.*\d+ m away/);
    expect(operator.called('help_get_stores_by_lnglat')[0]?.body).toMatchObject({
      lat: 21.0187,
      lng: 105.8102,
    });
  });

  it('ACC-91 "near me" asks the browser, searches around the answer and keeps it for the next visit', async () => {
    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({ coords: { latitude: 21.0234, longitude: 105.8052 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...window.navigator, geolocation: { getCurrentPosition } });
    const operator = fakeOperator({ help_get_provinces: provinces, help_get_stores_by_lnglat: nearby });
    renderRoutes('/tinh-nang/dia-diem-cua-hang?tinh=3', { fetchImpl: operator.fetchImpl });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Tìm cửa hàng gần tôi' }, { timeout: 10_000 }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: /quanh vị trí của bạn/ })).toBeTruthy();
    await waitFor(() =>
      expect(operator.called('help_get_stores_by_lnglat').at(-1)?.body).toMatchObject({
        lat: 21.0234,
        lng: 105.8052,
      }),
    );
    expect([window.localStorage.getItem('lat'), window.localStorage.getItem('lng')]).toEqual([
      '21.023400',
      '105.805200',
    ]);
  });

  it('ACC-85 choosing a store in the list marks it and opens its info window on the map', async () => {
    const operator = fakeOperator({ help_get_provinces: provinces, help_get_stores_by_lnglat: nearby });
    renderRoutes('/tinh-nang/dia-diem-cua-hang', { fetchImpl: operator.fetchImpl });
    const list = await storeList();
    const second = list.getByRole('button', { name: /57 Huỳnh Thúc Kháng/ });
    await userEvent.click(second);
    expect(second.getAttribute('aria-pressed')).toBe('true');
    const map = within(screen.getByRole('region', { name: 'Bản đồ cửa hàng' }));
    await waitFor(() => expect(map.getByRole('heading', { name: 'Cửa hàng VinaPhone' })).toBeTruthy());
    expect(map.getByRole('link', { name: 'Gọi 024 3772 1010' }).getAttribute('href')).toBe('tel:02437721010');
  });

  it('ACC-90 a province in the address lists that province’s stores', async () => {
    const operator = fakeOperator({ help_get_provinces: provinces, help_get_stores_by_province: daNang });
    renderRoutes('/tinh-nang/dia-diem-cua-hang?tinh=3', { fetchImpl: operator.fetchImpl });
    const list = await storeList();
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(operator.called('help_get_stores_by_province')[0]?.body).toMatchObject({ province_id: '3' });
    expect(operator.called('help_get_stores_by_lnglat')).toHaveLength(0);
    expect(await screen.findByRole('heading', { level: 2, name: 'Cửa hàng tại Đà Nẵng' })).toBeTruthy();
  });

  it('ACC-92 ERR-17 a store list refusal shows the server’s message', async () => {
    const operator = fakeOperator({
      help_get_provinces: provinces,
      help_get_stores_by_lnglat: json({
        error_code: '99',
        message: 'Hệ thống tra cứu cửa hàng đang bảo trì',
      }),
    });
    renderRoutes('/tinh-nang/dia-diem-cua-hang', { fetchImpl: operator.fetchImpl });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Hệ thống tra cứu cửa hàng đang bảo trì',
    );
  });
});
