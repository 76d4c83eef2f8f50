import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
import { renderRoutes, warmShell } from '../../../test/router';
import { catchLeaving } from '../../../test/leaving';

const ok = (result: unknown) => json({ error_code: '0', message: 'Thành công', result });
const refused = (code: string, message: string) => json({ error_code: code, message, errorMessage: message });
const allowance = ok({ MAIN_BALANCE: 125000, OTHER_TOPUPS_LEFT: 3 });

const signIn = () => {
  window.localStorage.setItem('mobile', '84912345678');
  window.localStorage.setItem('session', 's-1');
  window.localStorage.setItem('authorized', 'true');
};

beforeAll(warmShell, 60_000);
/** The browser's leaving for the gateway. */
let leaveForPayment: ReturnType<typeof catchLeaving>;
beforeEach(() => {
  leaveForPayment = catchLeaving();
});
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const typeCard = async (main: ReturnType<typeof within>, serial: string, pin: string) => {
  const serialField = main.getByRole('textbox', { name: 'Số serial' });
  const pinField = main.getByRole('textbox', { name: /^Mã thẻ/ });
  await userEvent.clear(serialField);
  await userEvent.type(serialField, serial);
  await userEvent.clear(pinField);
  await userEvent.type(pinField, pin);
  await userEvent.click(main.getByRole('button', { name: 'Nạp thẻ' }));
};

describe('payments (issue 19)', { timeout: 30_000 }, () => {
  it('ACC-44 ERR-43 a used card shows its label with the input kept; an unused one credits and the balance is read again', async () => {
    signIn();
    let balance = 125000;
    let attempt = 0;
    const operator = fakeOperator({
      mobile_payment_recharge_check_remain: () => ok({ MAIN_BALANCE: balance, OTHER_TOPUPS_LEFT: 3 }),
      mobile_payment_recharge_v2: () => {
        attempt += 1;
        if (attempt === 1)
          return refused('CARD_USED_OR_MISSING', 'Thẻ cào đã được sử dụng hoặc không tồn tại.');
        balance = 175000;
        return ok({
          TRANS_ID: 'PO1',
          STATUS: 'DONE',
          AMOUNT: 50000,
          TARGET_MSISDN: '84912345678',
          MAIN_BALANCE: balance,
        });
      },
    });
    renderRoutes('/tinh-nang/nap-tien', { fetchImpl: operator.fetchImpl });
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    expect(await main.findByText(/Số dư tài khoản chính: 125\.000/, {}, { timeout: 10_000 })).toBeTruthy();
    await typeCard(main, 'SC00000031', '1234567890123');
    expect((await main.findByRole('alert')).textContent).toMatch(/đã được sử dụng hoặc không tồn tại/);
    expect(main.getByRole('textbox', { name: 'Số serial' })).toHaveProperty('value', 'SC00000031');
    await typeCard(main, 'SC00000001', '9876543210123');
    expect((await main.findByRole('status')).textContent).toMatch(/Đã nạp 50\.000.*0912 345 678/);
    expect(await main.findByText(/Số dư tài khoản chính: 175\.000/)).toBeTruthy();
    const sent = operator.called('mobile_payment_recharge_v2').map((call) => call.body);
    expect(sent[1]).toMatchObject({
      kind: 'CARD',
      serial: 'SC00000001',
      pin: '9876543210123',
      target_msisdn: '84912345678',
    });
    // A different card is a different payment: a new request_id.
    expect(sent[0]?.['request_id']).not.toBe(sent[1]?.['request_id']);
  });

  it('issue 47 item 4: a card top-up locked after wrong PINs says so in the reader’s language', async () => {
    signIn();
    const operator = fakeOperator({
      mobile_payment_recharge_check_remain: allowance,
      mobile_payment_recharge_v2: refused('CARD_PIN_LOCKED', 'Sai mã thẻ nhiều lần.'),
    });
    renderRoutes('/tinh-nang/nap-tien', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    await userEvent.type(
      await main.findByRole('textbox', { name: 'Serial number' }, { timeout: 10_000 }),
      'SC00000031',
    );
    await userEvent.type(main.getByRole('textbox', { name: /^Card PIN/ }), '1234567890123');
    await userEvent.click(main.getByRole('button', { name: 'Top up with the card' }));
    expect((await main.findByRole('alert')).textContent).toMatch(
      /^Too many wrong card PINs in a row: scratch-card top-up is paused for now/,
    );
  });

  it('VAL-60 a gateway top-up for another number leaves for the gateway', async () => {
    signIn();
    const operator = fakeOperator({
      mobile_payment_recharge_check_remain: allowance,
      mobile_payment_recharge_v2: ok({
        TRANS_ID: 'PO2',
        STATUS: 'PENDING',
        AMOUNT: 50000,
        REDIRECT_URL: '/__sandbox/gateway/PO2',
      }),
    });
    renderRoutes('/tinh-nang/nap-tien', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    await userEvent.click(await main.findByRole('radio', { name: 'Another number' }, { timeout: 10_000 }));
    await userEvent.type(main.getByRole('textbox', { name: 'Phone number to top up' }), '0913456789');
    await userEvent.click(main.getByRole('radio', { name: /Pay online/ }));
    await userEvent.click(main.getByRole('radio', { name: /50,000/ }));
    await userEvent.click(main.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith('/__sandbox/gateway/PO2'));
    expect(operator.called('mobile_payment_recharge_v2')[0]?.body).toMatchObject({
      kind: 'GATEWAY',
      amount: 50000,
      target_msisdn: '84913456789',
    });
  });

  it('ERR-40 card codes: too little balance shows its label; bought codes are listed once', async () => {
    signIn();
    let attempt = 0;
    const operator = fakeOperator({
      mobile_payment_recharge_check_remain: allowance,
      mobile_payment_recharge_v2: () => {
        attempt += 1;
        return attempt === 1
          ? refused('INSUFFICIENT_BALANCE', 'Tài khoản chính không đủ để mua mã thẻ.')
          : ok({
              TRANS_ID: 'PO3',
              STATUS: 'DONE',
              AMOUNT: 20000,
              MAIN_BALANCE: 105000,
              CARDS: [
                { SERIAL: 'MT0000000001', PIN: '1112223334445', VALUE: 20000, EXPIRES_ON: '2027-11-25' },
              ],
            });
      },
    });
    renderRoutes('/tinh-nang/mua-ma-the', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    await userEvent.click(await main.findByRole('radio', { name: /20,000/ }, { timeout: 10_000 }));
    await userEvent.click(main.getByRole('button', { name: 'Buy card codes' }));
    expect((await main.findByRole('alert')).textContent).toMatch(/main balance is too low/);
    await userEvent.click(main.getByRole('button', { name: 'Buy card codes' }));
    expect(await main.findByText('1112223334445')).toBeTruthy();
    expect(operator.called('mobile_payment_recharge_v2')[1]?.body).toMatchObject({
      kind: 'CARD_CODE',
      amount: 20000,
      quantity: 1,
    });
  });

  it('ACC-45 ERR-45 a bill with an amount due is paid through the gateway; "already paid" shows its label', async () => {
    signIn();
    let attempt = 0;
    const bill = {
      BILL_CODE: 'KH20240008',
      MSISDN: '84912345678',
      CUSTOMER_NAME: 'Trần Thị Bình',
      AMOUNT_DUE: 155000,
    };
    const operator = fakeOperator({
      vnpt_ttc_list_billcode: ok([bill]),
      vnpt_ttc_billcode_detail: ok({
        ...bill,
        BILLS: [
          { INVOICE_ID: 7, PERIOD: '10/2026', AMOUNT: 155000, STATUS: 'UNPAID' },
          { INVOICE_ID: 6, PERIOD: '09/2026', AMOUNT: 90000, STATUS: 'PAID' },
        ],
      }),
      vnpt_ttc_billcode_update_info: () => {
        attempt += 1;
        return attempt === 1
          ? refused('INVOICE_ALREADY_PAID', 'Hóa đơn đã được thanh toán.')
          : ok({ TRANS_ID: 'PO4', AMOUNT: 155000, REDIRECT_URL: '/__sandbox/gateway/PO4' });
      },
    });
    renderRoutes('/tinh-nang/thanh-toan-dich-vu', { fetchImpl: operator.fetchImpl });
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    const pay = await main.findByRole('button', { name: /Thanh toán 155\.000/ }, { timeout: 10_000 });
    expect(main.getByText('Chưa thanh toán')).toBeTruthy();
    await userEvent.click(pay);
    expect((await main.findByRole('alert')).textContent).toMatch(/đã được thanh toán/);
    await userEvent.click(pay);
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith('/__sandbox/gateway/PO4'));
    expect(operator.called('vnpt_ttc_billcode_update_info')[1]?.body).toMatchObject({
      bill_code: 'KH20240008',
      pay_method: 'GATEWAY',
    });
  });

  it('ACC-46 CONST-03 a QR payment shows the transfer and its state until paid', async () => {
    signIn();
    const bill = { BILL_CODE: 'KH20240008', AMOUNT_DUE: 155000 };
    const operator = fakeOperator({
      vnpt_ttc_list_billcode: ok([bill]),
      vnpt_ttc_billcode_detail: ok({
        ...bill,
        BILLS: [{ INVOICE_ID: 7, PERIOD: '10/2026', AMOUNT: 155000, STATUS: 'UNPAID' }],
      }),
      vnpt_ttc_billcode_update_info: ok({ TRANS_ID: 'PO5', AMOUNT: 155000 }),
      vnpt_get_qrcode: ok({
        TRANS_ID: 'PO5',
        QR_CONTENT: '000201010212',
        AMOUNT: 155000,
        ACCOUNT_NO: '1250000091',
      }),
      vnpt_ttc_payment_info: ok({ TRANS_ID: 'PO5', STATUS: 2, AMOUNT: 155000 }),
    });
    renderRoutes('/tinh-nang/thanh-toan-dich-vu', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    await userEvent.click(await main.findByRole('radio', { name: /QR/ }, { timeout: 10_000 }));
    await userEvent.click(main.getByRole('button', { name: /Pay 155,000/ }));
    expect(await main.findByRole('img', { name: /QR code/ })).toBeTruthy();
    expect((await main.findByText(/Transfer received/)).textContent).toBeTruthy();
    expect(operator.called('vnpt_ttc_payment_info')[0]?.body).toMatchObject({ trans_id: 'PO5' });
  });

  it('the gateway’s return shows the outcome of a top-up or a bill, as the server confirms it', async () => {
    signIn();
    const operator = fakeOperator({
      mobile_payment_transaction_info: ok({
        TRANS_ID: 'PO6',
        KIND: 'BILL',
        STATUS: 'SUCCESS',
        AMOUNT: 155000,
        PACKAGE_CODE: null,
        PACKAGE_NAME: null,
        TARGET_MSISDN: null,
      }),
    });
    // Issue 47: the address's own status, kind and amount are not what the page shows.
    renderRoutes('/tinh-nang/thanh-toan/ket-qua?status=failed&trans_id=PO6&kind=topup&amount=1', {
      fetchImpl: operator.fetchImpl,
    });
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    expect(
      await main.findByRole('heading', { level: 1, name: 'Thanh toán thành công' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(main.getByText('Hóa đơn của bạn đã được thanh toán.')).toBeTruthy();
    expect(main.getByText(/^155\.000/)).toBeTruthy();
    expect(operator.called('mobile_payment_transaction_info')[0]?.body).toMatchObject({ trans_id: 'PO6' });
    expect(main.getByRole('link', { name: 'Về trang thanh toán cước' }).getAttribute('href')).toBe(
      '/tinh-nang/thanh-toan-dich-vu',
    );
  });

  it('issue 47 item 5: /tinh-nang/thanh-toan/ket-qua?status=success&kind=topup&amount=999999999 shows no success', async () => {
    signIn();
    const operator = fakeOperator({
      mobile_payment_transaction_info: refused('1', 'Không tìm thấy giao dịch của Quý khách.'),
    });
    renderRoutes(
      '/tinh-nang/thanh-toan/ket-qua?status=success&trans_id=FAKE123&kind=topup&amount=999999999',
      {
        fetchImpl: operator.fetchImpl,
        language: 'en-US',
      },
    );
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    expect(
      await main.findByRole('heading', { level: 1, name: 'Payment not confirmed' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(main.queryByText(/successful/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/999[.,]?999[.,]?999/);
    expect(main.getByRole('link', { name: 'Back to top-up' })).toBeTruthy();
  });
});
