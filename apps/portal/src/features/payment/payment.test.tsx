import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
import { renderRoutes, warmShell } from '../../../test/router';

const ok = (result: unknown) => () => json({ error_code: '0', message: 'Thành công', result });
const notFound = () =>
  json({ error_code: '1', message: 'Không tìm thấy giao dịch.', errorMessage: 'Không tìm thấy giao dịch.' });

const signIn = () => {
  window.localStorage.setItem('mobile', '84912345678');
  window.localStorage.setItem('session', 's-1');
  window.localStorage.setItem('authorized', 'true');
};

const fakeReturn = '/vnptpay-ctt/return?status=success&trans_id=FAKE123&package_code=BIG120&amount=1';

beforeAll(warmShell, 60_000);
afterEach(() => window.localStorage.clear());

describe('package payment return (PKG-30, issue 47 item 5)', { timeout: 20_000 }, () => {
  it('PKG-30 shows the outcome, package and amount the server confirms, not the address', async () => {
    signIn();
    const operator = fakeOperator({
      mobile_payment_transaction_info: ok({
        TRANS_ID: 'PP1',
        KIND: 'PACKAGE',
        STATUS: 'FAILED',
        AMOUNT: 120000,
        PACKAGE_CODE: 'BIG120',
        PACKAGE_NAME: 'BIG120',
        TARGET_MSISDN: null,
      }),
    });
    renderRoutes('/vnptpay-ctt/return?status=success&trans_id=PP1&package_code=D15&amount=1', {
      fetchImpl: operator.fetchImpl,
    });
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    expect(
      await main.findByRole(
        'heading',
        { level: 1, name: 'Thanh toán không thành công' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(main.getByText(/^120\.000/)).toBeTruthy();
    expect(main.queryByText('D15')).toBeNull();
    expect(operator.called('mobile_payment_transaction_info')[0]?.body).toMatchObject({ trans_id: 'PP1' });
  });

  it('issue 47 item 5: /vnptpay-ctt/return?status=success&trans_id=FAKE123&package_code=BIG120&amount=1 shows no success', async () => {
    signIn();
    renderRoutes(fakeReturn, {
      fetchImpl: fakeOperator({ mobile_payment_transaction_info: notFound }).fetchImpl,
    });
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    expect(
      await main.findByRole(
        'heading',
        { level: 1, name: 'Không xác nhận được giao dịch' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(main.queryByRole('heading', { name: 'Thanh toán thành công' })).toBeNull();
    expect(main.queryByText('BIG120')).toBeNull();
    expect(main.getByRole('link', { name: 'Về trang chủ' })).toBeTruthy();
  });

  it('issue 47 item 5: a pending payment says so and can be checked again', async () => {
    signIn();
    const operator = fakeOperator({
      mobile_payment_transaction_info: ok({
        TRANS_ID: 'PP2',
        KIND: 'PACKAGE',
        STATUS: 'PENDING',
        AMOUNT: 120000,
        PACKAGE_CODE: 'BIG120',
        PACKAGE_NAME: 'BIG120',
      }),
    });
    renderRoutes('/vnptpay-ctt/return?status=success&trans_id=PP2', {
      fetchImpl: operator.fetchImpl,
      language: 'en-US',
    });
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    expect(
      await main.findByRole('heading', { level: 1, name: 'No payment result yet' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(main.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it('issue 47 item 5: a guest sees no outcome and asks the server nothing', async () => {
    const operator = fakeOperator();
    renderRoutes(fakeReturn, { fetchImpl: operator.fetchImpl });
    // The members' wall (lib/SignedInOnly) stands where the outcome would be.
    await screen.findByRole('heading', { level: 1, name: 'Vui lòng đăng nhập' }, { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: /thành công/ })).toBeNull();
    expect(operator.called('mobile_payment_transaction_info')).toHaveLength(0);
  });
});
