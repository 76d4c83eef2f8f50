import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
import { renderRoutes, warmShell } from '../../../test/router';

const ok = (result: unknown) => () => json({ error_code: '0', message: 'Thành công', result });
const serial = '8984020000123456789';

const signIn = () => {
  window.localStorage.setItem('mobile', '84912345678');
  window.localStorage.setItem('session', 's-1');
  window.localStorage.setItem('authorized', 'true');
};

beforeAll(warmShell, 60_000);
afterEach(() => window.localStorage.clear());

describe('SIM pages', { timeout: 20_000 }, () => {
  it('ROLE-03 ACC-29 a guest opening multi-SIM is asked to sign in and nothing is read', async () => {
    const operator = fakeOperator();
    renderRoutes('/tinh-nang/quan-ly-multisim', { fetchImpl: operator.fetchImpl });
    expect(await screen.findByRole('dialog', { name: 'Đăng nhập' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Vui lòng đăng nhập', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Quản lý Multi-SIM', hidden: true })).toBeNull();
    expect(operator.called('multisim_query')).toHaveLength(0);
  });

  it('ACC-28 API-076 unlinking an extra SIM is confirmed first, then sent with its serial', async () => {
    signIn();
    const operator = fakeOperator({
      multisim_query: ok({ REGISTERED: true, SIMS: [{ SERIAL: serial, LINKED_AT: '2026-03-01T08:00:00Z' }] }),
      multisim_unlink: ok({ SERIAL: serial }),
    });
    renderRoutes('/tinh-nang/quan-ly-multisim', { fetchImpl: operator.fetchImpl });
    const unlink = await screen.findByRole('button', { name: 'Gỡ SIM …2345 6789' }, { timeout: 10_000 });
    await userEvent.click(unlink);
    const dialog = await screen.findByRole('alertdialog');
    expect(operator.called('multisim_unlink')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gỡ SIM' }));
    await expect
      .poll(() => operator.called('multisim_unlink').map((call) => call.body['serial']))
      .toEqual([serial]);
  });

  it('VAL-61 ACC-30 a postpaid subscriber gets the 4G form and a plain EZCom refusal', async () => {
    signIn();
    const operator = fakeOperator({
      mobile_change_sim_req_check: ok({ ELIGIBLE: true, REASON: null }),
      mobile_check_ezsim: ok({ SUBSCRIBER_TYPE: 'postpaid', ALLOWED: false }),
      mobile_change_sim_accepted: ok({ REQUEST_ID: 42, CONTACT_BY: '2026-03-13T08:00:00Z' }),
    });
    renderRoutes('/tinh-nang/dang-ky-doi-sim-4g', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    expect(
      await screen.findByText(/Postpaid subscribers cannot change to an EZCom SIM/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /EZCom/ })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Request the SIM change' }));
    expect(await screen.findByText(/Request 42 received/)).toBeTruthy();
    expect(operator.called('mobile_change_sim_accepted')[0]?.body).toMatchObject({
      contact_phone: '84912345678',
      accepted: true,
    });
  });

  it('CONST-79 ACC-36 holding a number shows the minutes left and opens the delivery step', async () => {
    signIn();
    let held = false;
    const expires = new Date(Date.now() + 60 * 60_000).toISOString();
    const operator = fakeOperator({
      sim_number_search: ok([{ NUMBER: '0886000100', PRICE: 50000 }]),
      sim_number_hold_current: () =>
        ok(held ? { HOLD_ID: 3, NUMBER: '0886000100', EXPIRES_AT: expires } : null)(),
      sim_number_hold: () => {
        held = true;
        return ok({ HOLD_ID: 3, NUMBER: '0886000100', EXPIRES_AT: expires })();
      },
      help_get_provinces_1800: ok([{ PROVINCE_ID: 1, PROVINCE_NAME: 'Hà Nội', CCBS_CODE: 'HNI' }]),
    });
    renderRoutes('/tinh-nang/dang-ky-sim', { fetchImpl: operator.fetchImpl });
    expect(screen.queryByRole('heading', { name: 'Nhận SIM' })).toBeNull();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Giữ số 0886 000 100' }, { timeout: 10_000 }),
    );
    expect(await screen.findByText(/Bạn đang giữ số 0886 000 100, còn 60 phút/)).toBeTruthy();
    expect(operator.called('sim_number_hold')[0]?.body).toMatchObject({ number: '0886000100' });
    expect(await screen.findByRole('heading', { name: 'Nhận SIM' })).toBeTruthy();
  });

  it('ACC-35 a held number is ordered for pickup at a store of the chosen province', async () => {
    signIn();
    const expires = new Date(Date.now() + 30 * 60_000).toISOString();
    const operator = fakeOperator({
      sim_number_search: ok([]),
      sim_number_hold_current: ok({ HOLD_ID: 7, NUMBER: '0886000150', EXPIRES_AT: expires }),
      help_get_provinces_1800: ok([{ PROVINCE_ID: 1, PROVINCE_NAME: 'Hà Nội', CCBS_CODE: 'HNI' }]),
      help_get_stores_by_province: ok([
        { ADDRESS: '57 Huỳnh Thúc Kháng', MOBILE: '18001091', LATITUDE: 21.02, LONGITUDE: 105.81 },
      ]),
      sim_order: ok({ ORDER_ID: 8 }),
    });
    renderRoutes('/tinh-nang/dang-ky-sim', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Pick up at a store' }, { timeout: 10_000 }),
    );
    const choose = async (label: RegExp, option: string) => {
      screen.getByRole('combobox', { name: label }).focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    await choose(/^Province\/City/, 'Hà Nội');
    await choose(/^Store/, '57 Huỳnh Thúc Kháng');
    await userEvent.click(screen.getByRole('button', { name: 'Order the SIM' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SIM ordered' })).toBeTruthy();
    expect(operator.called('sim_order')[0]?.body).toMatchObject({
      hold_id: '7',
      delivery: 'store',
      province_id: '1',
      store_address: '57 Huỳnh Thúc Kháng',
    });
    expect(operator.called('sim_order')[0]?.body).not.toHaveProperty('street');
  });
});
