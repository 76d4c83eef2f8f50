import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
import { renderRoutes, warmShell } from '../../../test/router';

const ok = (result: unknown) => json({ error_code: '0', message: 'Thành công', result });

const signIn = (msisdn: string) => {
  window.localStorage.setItem('mobile', msisdn);
  window.localStorage.setItem('session', 's-1');
  window.localStorage.setItem('authorized', 'true');
};

/** The seeded prepaid subscriber as the operator answers the overview's reads (assumed shapes). */
const prepaid = {
  mobile_get_info: ok({ MSISDN: '84912345678', SUBSCRIBER_TYPE: 'prepaid', STATUS: 'active' }),
  cust_get_info_ver2: ok({
    FULL_NAME: 'Nguyễn Văn An',
    CUSTOMER_ID: 'KH20240001',
    ID_TYPE: 'CCCD',
    ID_NUMBER: '001975******',
  }),
  get_rank_vnp_plus: ok({ RANK: 1, RANK_NAME: null, POINTS: 1250 }),
  mobile_balance_info_v2: ok({ MAIN_BALANCE: 125000, PROMO_BALANCE: 55000, ACTIVE_UNTIL: '2027-01-09' }),
  mobile_IN_balances: ok([
    { ACCOUNT_CODE: 'MAIN', ACCOUNT_NAME: 'Tài khoản chính', BALANCE: 125000, EXPIRE_DATE: '2027-01-09' },
    {
      ACCOUNT_CODE: 'KM1',
      ACCOUNT_NAME: 'Tài khoản khuyến mại 1',
      BALANCE: 20000,
      EXPIRE_DATE: '2026-12-05',
    },
  ]),
  core_mobile_ezpay_balance: ok({ REGISTERED: 1, BALANCE: 250000 }),
  mobile_bundle_remain_amount: ok([
    {
      BUNDLE_CODE: 'D15-V',
      BUNDLE_NAME: 'Phút gọi trong nước',
      TYPE: 'VOICE',
      REMAIN: 85,
      TOTAL: 100,
      EXPIRE_DATE: '2026-12-13',
    },
  ]),
  mobile_data_get_high_bandwidth: ok([
    { PACKAGE_CODE: 'D15', REMAIN_MB: 3420, TOTAL_MB: 5120, EXPIRE_DATE: '2026-12-13' },
  ]),
  mobile_get_service_active_list: ok([
    { ID: 1, NAME: 'D15', CODE: 'D15', PRICE: 15000, PERIOD: 1, RENEW_DATE: '2026-11-26' },
  ]),
};

beforeAll(warmShell, 60_000);
afterEach(() => window.localStorage.clear());

describe('account overview (issue 17)', { timeout: 30_000 }, () => {
  it('ACC-02 ACC-03 a prepaid subscriber reads who they are, their money, allowances as meters and packages', async () => {
    signIn('84912345678');
    const operator = fakeOperator(prepaid);
    renderRoutes('/tai-khoan', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    expect(
      await main.findByRole('heading', { level: 2, name: 'Nguyễn Văn An' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(main.getByText('Prepaid', { selector: 'dd' })).toBeTruthy();
    expect(await main.findByText('125,000đ')).toBeTruthy();
    expect(main.getByText('250,000đ')).toBeTruthy();
    const meters = await main.findAllByRole('meter');
    expect(meters.map((meter) => meter.getAttribute('aria-valuenow'))).toEqual(['67', '85']);
    expect(main.getByText('Renews on 11/26/2026')).toBeTruthy();
    expect(main.getByRole('button', { name: 'Cancel D15' })).toBeTruthy();
    // Prepaid: no bills read.
    expect(operator.called('vnpt_einvoice_list_by_cust')).toHaveLength(0);
  });

  it('a postpaid subscriber sees the latest bill first and the way to pay it', async () => {
    signIn('84913456789');
    const operator = fakeOperator({
      ...prepaid,
      mobile_get_info: ok({ MSISDN: '84913456789', SUBSCRIBER_TYPE: 'postpaid' }),
      mobile_balance_info_v2: ok({ MAIN_BALANCE: 0, UNBILLED_AMOUNT: 182500 }),
      mobile_IN_balances: ok([]),
      vnpt_einvoice_list_by_cust: ok([
        {
          INVOICE_ID: 7,
          INVOICE_NO: 'C1',
          INVOICE_DATE: '2026-11-01',
          AMOUNT: 182000,
          PERIOD: '10/2026',
          STATUS: 'UNPAID',
        },
        {
          INVOICE_ID: 6,
          INVOICE_NO: 'C0',
          INVOICE_DATE: '2026-10-01',
          AMOUNT: 165000,
          PERIOD: '09/2026',
          STATUS: 'PAID',
        },
      ]),
    });
    renderRoutes('/tai-khoan', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    expect(await main.findByText('182,500đ', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await main.findByText(/October 2026: 182,000đ/)).toBeTruthy();
    expect(main.getByRole('link', { name: 'Pay the bill' }).getAttribute('href')).toBe(
      '/tinh-nang/thanh-toan-dich-vu',
    );
    expect(operator.called('mobile_IN_balances')).toHaveLength(0);
  });

  it('a failed read shows its reason and a retry in place of its block, the rest of the page stays', async () => {
    signIn('84912345678');
    const operator = fakeOperator({
      ...prepaid,
      mobile_bundle_remain_amount: json({ error_code: '99', message: 'Hệ thống bận' }),
    });
    renderRoutes('/tai-khoan', { fetchImpl: operator.fetchImpl });
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    expect(await main.findByText('Hệ thống bận', {}, { timeout: 10_000 })).toBeTruthy();
    expect(main.getByRole('heading', { level: 2, name: 'Nguyễn Văn An' })).toBeTruthy();
  });

  it('ACC-01 ACC-03 a failed personal-info, rank or wallet read shows its failure with a retry, the card keeps what loaded', async () => {
    signIn('84912345678');
    const busy = () => json({ error_code: '99', message: 'Hệ thống bận' });
    const operator = fakeOperator({
      ...prepaid,
      cust_get_info_ver2: busy,
      get_rank_vnp_plus: busy,
      core_mobile_ezpay_balance: busy,
    });
    renderRoutes('/tai-khoan', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    expect(
      await main.findByText('Your name and customer ID did not load.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await main.findByText('Your member tier did not load.')).toBeTruthy();
    expect(await main.findByText('Your wallet balance did not load.')).toBeTruthy();
    // The parts that loaded stay: the number in place of the name, the main balance.
    expect(main.getByRole('heading', { level: 2, name: '0912 345 678' })).toBeTruthy();
    expect(await main.findByText('125,000đ')).toBeTruthy();
    const alerts = main.getAllByRole('alert');
    expect(alerts).toHaveLength(3);
    expect(alerts.every((alert) => within(alert).getByText('Hệ thống bận'))).toBe(true);
    // Each retry reads its own part again.
    const before = operator.called('core_mobile_ezpay_balance').length;
    await userEvent.click(within(alerts[2] as HTMLElement).getByRole('button', { name: 'Try again' }));
    await expect.poll(() => operator.called('core_mobile_ezpay_balance').length).toBeGreaterThan(before);
  });

  it('API-028 the personal information page shows the papers as returned', async () => {
    signIn('84912345678');
    const operator = fakeOperator(prepaid);
    renderRoutes('/tai-khoan/thong-tin-ca-nhan', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    expect(
      await main.findByRole('heading', { level: 1, name: 'Personal information' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await main.findByText('CCCD no. 001975******')).toBeTruthy();
    expect(main.getByText('KH20240001')).toBeTruthy();
  });
});

describe('change password (AUTH-79)', { timeout: 30_000 }, () => {
  async function send(old: string) {
    const user = userEvent.setup();
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    await user.click(await main.findByLabelText('Current password', {}, { timeout: 10_000 }));
    await user.paste(old);
    await user.click(main.getByLabelText('New password'));
    await user.paste('NewPass1');
    await user.click(main.getByLabelText('Repeat the new password'));
    await user.paste('NewPass1');
    await user.click(main.getByRole('button', { name: 'Change password' }));
    return main;
  }

  it('ERR-38 shows the wrong old password on its field', async () => {
    signIn('84912345678');
    const operator = fakeOperator({
      authen_change_password: json({ error_code: 'ERR-OLD-PASSWORD', message: 'Mật khẩu cũ không đúng.' }),
    });
    renderRoutes('/tai-khoan/doi-mat-khau', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    const main = await send('Wrong123');
    expect(await main.findByText('The old password is wrong')).toBeTruthy();
  });

  it('AUTH-79 issue 47 item 3: sends both passwords hashed, never the new one as typed, and stays signed in', async () => {
    signIn('84912345678');
    const operator = fakeOperator({ authen_change_password: json({ error_code: '0', message: 'OK' }) });
    renderRoutes('/tai-khoan/doi-mat-khau', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    const main = await send('Sandbox123');
    expect(await main.findByText('Your password has been changed')).toBeTruthy();
    const [call] = operator.called('authen_change_password');
    // hashPassword (SHA-256 hex) of 'Sandbox123' and 'NewPass1', as sign-in sends a password.
    expect(call?.body).toMatchObject({
      old_password: '297b40ca656dddc80989519ebf12fe0f80f32dd8dc67fb629e070326ed246296',
      new_password: '263cf5dae073a22c741b8debffbfe831e9cbf1d10b6c3f9060aab80d56d6e793',
      session: 's-1',
    });
    expect(JSON.stringify(call?.body)).not.toContain('NewPass1');
    await waitFor(() => expect(window.localStorage.getItem('session')).toBe('s-1'));
  });
});
