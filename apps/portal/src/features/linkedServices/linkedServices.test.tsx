import { encryptContractField } from '@selfcare/api-client/contract';
import { addDays, vietnamDateOf } from '@selfcare/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
import { renderRoutes, warmShell } from '../../../test/router';
import { config } from '../../config/env';

const ok = (result: unknown) => () => json({ error_code: '0', message: 'Thành công', result });
const refused = (code: string) => () =>
  json({ error_code: code, message: 'Lỗi của nhà mạng', errorMessage: 'x' });

const signIn = () => {
  window.localStorage.setItem('mobile', '84943234567');
  window.localStorage.setItem('session', 's-1');
  window.localStorage.setItem('authorized', 'true');
};

let sealedAccounts: unknown[] = [];
let sealedNewFiber: unknown;
beforeAll(async () => {
  const seal = (text: string) => encryptContractField(config.contractAccountKey, text);
  const account = async (account: string, line: string, status: string, packages: unknown[]) => ({
    ACCOUNT: await seal(account),
    PRODUCT_LINE: await seal(line),
    CONTACT: await seal('0943234567'),
    STATUS: status,
    PACKAGES: packages,
  });
  sealedAccounts = [
    await account('hcm_mytv_0102', 'MYTV', 'ACTIVE', [
      { PACKAGE_CODE: 'MYTV', PACKAGE_NAME: 'MyTV Nâng cao' },
    ]),
    await account('hcm_fiber_0101', 'FIBER', 'ACTIVE', [
      { PACKAGE_CODE: 'NET', PACKAGE_NAME: 'Home Net 150 Mbps' },
    ]),
  ];
  sealedNewFiber = await account('hni_fiber_0501', 'FIBER', 'ACTIVE', [
    { PACKAGE_CODE: 'NET', PACKAGE_NAME: 'Home Net 150 Mbps' },
  ]);
  await warmShell();
}, 60_000);
afterEach(() => window.localStorage.clear());

const account = 'hcm_fiber_0101';
const gatewayPath = `/tai-khoan/dich-vu-lien-ket/${account}/wifi`;
const gatewayReplies = {
  gnms_get_by_optical: ok({
    account,
    serial: 'VNPT00100201',
    model: 'iGate GW040-H',
    firmware: null,
    online: 1,
  }),
  gnms_get_list_wlan: ok([
    { index: 1, ssid: 'VNPT_Nha', band: '2.4GHz', enabled: 1 },
    { index: 2, ssid: 'VNPT_Nha_5G', band: '5GHz', enabled: 1 },
  ]),
  gnms_get_connected_user_infor: ok([
    { mac: '02:1a:01:00:00:02', host_name: 'Laptop làm việc', ip: '192.168.1.12' },
  ]),
  gnms_get_block_client: ok([{ mac: '02:1A:01:00:00:05', host_name: 'Máy tính bảng', ip: null }]),
  gnms_get_on_off_wifi_schedule: ok([]),
  gnms_get_reboot_schedule: ok([{ schedule_id: 'r1', time: '03:00', days: [7] }]),
};

describe('linked services', { timeout: 20_000 }, () => {
  it('ACC-76 ENT-41 decrypts the accounts and lists internet first, with the link to its gateway', async () => {
    signIn();
    const operator = fakeOperator({ cust_get_subscribers_by_invoice2: ok(sealedAccounts) });
    renderRoutes('/tai-khoan/dich-vu-lien-ket', { fetchImpl: operator.fetchImpl });
    const cards = await screen.findAllByRole('article', {}, { timeout: 10_000 });
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Internet cáp quang',
      'Truyền hình MyTV',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Home Net 150 Mbps')).toBeTruthy();
    const link = screen.getByRole('link', { name: `Quản lý Wi-Fi của tài khoản ${account}` });
    expect(link.getAttribute('href')).toBe(gatewayPath);
    expect(within(cards[1] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('ACC-79 blocks a device after the confirm dialog, with its MAC, and reads the device lists again', async () => {
    signIn();
    const operator = fakeOperator({ ...gatewayReplies, gnms_block_client_access: ok(null) });
    renderRoutes(gatewayPath, { fetchImpl: operator.fetchImpl });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Chặn Laptop làm việc' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Chặn Laptop làm việc?' });
    const before = operator.called('gnms_get_block_client').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chặn' }));
    await expect
      .poll(() => operator.called('gnms_block_client_access')[0]?.body)
      .toMatchObject({ account, mac: '02:1A:01:00:00:02' });
    await expect.poll(() => operator.called('gnms_get_block_client').length).toBeGreaterThan(before);
  });

  it('ACC-80 a refused restart schedule is explained in the reader’s words, not the server’s', async () => {
    signIn();
    const operator = fakeOperator({ ...gatewayReplies, gnms_reboot_device_schedule: refused('GW02') });
    renderRoutes(gatewayPath, { fetchImpl: operator.fetchImpl });
    await userEvent.type(await screen.findByLabelText(/Giờ khởi động lại/, {}, { timeout: 10_000 }), '04:00');
    const rebootSection = screen.getByRole('region', { name: 'Lịch khởi động lại' });
    await userEvent.click(within(rebootSection).getByRole('checkbox', { name: 'Thứ Hai' }));
    await userEvent.click(within(rebootSection).getByRole('button', { name: 'Thêm lịch' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Thêm lịch' }),
    );
    expect(
      await within(rebootSection).findByText('Lịch này trùng thời gian với một lịch đã có.'),
    ).toBeTruthy();
    expect(operator.called('gnms_reboot_device_schedule')[0]?.body).toMatchObject({
      account,
      time: '04:00',
      days: [1],
    });
  });

  it('ACC-77 an account that is not the subscriber’s (GW01) reads as not found', async () => {
    signIn();
    const operator = fakeOperator({ ...gatewayReplies, gnms_get_by_optical: refused('GW01') });
    renderRoutes('/tai-khoan/dich-vu-lien-ket/someone_else/wifi', { fetchImpl: operator.fetchImpl });
    expect(
      await screen.findByText(
        'Không tìm thấy thiết bị Wi-Fi của tài khoản này trong các dịch vụ liên kết của bạn.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});

describe('linking and removing service accounts', { timeout: 30_000 }, () => {
  const found = ok({
    ACCOUNT: 'hni_fiber_0501',
    PRODUCT_LINE: 'FIBER',
    OWNER_NAME: 'Nguyễn V** A*',
    ADDRESS: '12 Phố Huế, Hà Nội',
    PACKAGE_NAME: 'Home Net 150 Mbps',
    STATUS: 'ACTIVE',
    LINKED: 0,
  });

  async function lookUpFiber(account: string) {
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Thêm dịch vụ liên kết' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Thêm dịch vụ liên kết' }));
    expect(dialog.getByRole('radio', { name: 'Internet cáp quang' })).toHaveProperty('checked', true);
    await user.type(
      dialog.getByRole('textbox', { name: /Mã tài khoản Internet hoặc số điện thoại hợp đồng/ }),
      account,
    );
    await user.click(dialog.getByRole('button', { name: 'Tra cứu' }));
    return { user, dialog };
  }

  it('ACC-74 ACC-75 looks up a fiber, shows its masked owner, links it and the list reads again', async () => {
    signIn();
    let linked = false;
    const operator = fakeOperator({
      cust_get_subscribers_by_invoice2: () =>
        json({
          error_code: '0',
          message: 'Thành công',
          result: linked ? [...sealedAccounts, sealedNewFiber] : sealedAccounts,
        }),
      fiber_get_info: found,
      fiber_add_account: () => {
        linked = true;
        return json({ error_code: '0', message: 'Thành công' });
      },
    });
    renderRoutes('/tai-khoan/dich-vu-lien-ket', { fetchImpl: operator.fetchImpl });
    const { user, dialog } = await lookUpFiber('HNI_FIBER_0501');
    expect(await dialog.findByText('Nguyễn V** A*')).toBeTruthy();
    expect(operator.called('fiber_get_info')[0]?.body).toMatchObject({ account: 'hni_fiber_0501' });
    await user.click(dialog.getByRole('button', { name: 'Liên kết hni_fiber_0501' }));
    await expect
      .poll(() => operator.called('fiber_add_account')[0]?.body)
      .toMatchObject({ account: 'hni_fiber_0501' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list reads again: the new account's card, without a reload.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByText('hni_fiber_0501')).toBeTruthy();
  });

  it('ACC-74 another customer’s account is refused in the reader’s words and nothing is linked', async () => {
    signIn();
    const operator = fakeOperator({
      cust_get_subscribers_by_invoice2: ok(sealedAccounts),
      fiber_get_info: refused('LNK02'),
    });
    renderRoutes('/tai-khoan/dich-vu-lien-ket', { fetchImpl: operator.fetchImpl });
    const { dialog } = await lookUpFiber('hcm_fiber_0999');
    expect(
      await dialog.findByText('Tài khoản này không đứng tên chủ thuê bao của bạn nên không liên kết được.'),
    ).toBeTruthy();
    expect(dialog.queryByRole('button', { name: /^Liên kết/ })).toBeNull();
    expect(operator.called('fiber_add_account')).toHaveLength(0);
  });

  it('ACC-74 removes a linked account after the confirm that names it, and reads the list again', async () => {
    signIn();
    const operator = fakeOperator({
      cust_get_subscribers_by_invoice2: ok(sealedAccounts),
      cust_remove_account: ok(null),
    });
    renderRoutes('/tai-khoan/dich-vu-lien-ket', { fetchImpl: operator.fetchImpl });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Gỡ liên kết tài khoản hcm_mytv_0102' }, { timeout: 10_000 }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Gỡ liên kết tài khoản hcm_mytv_0102?' });
    const before = operator.called('cust_get_subscribers_by_invoice2').length;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Gỡ liên kết' }));
    await expect
      .poll(() => operator.called('cust_remove_account')[0]?.body)
      .toMatchObject({ account: 'hcm_mytv_0102' });
    await expect
      .poll(() => operator.called('cust_get_subscribers_by_invoice2').length)
      .toBeGreaterThan(before);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('billing history of a linked account', { timeout: 30_000 }, () => {
  const today = vietnamDateOf(new Date());
  const months = ok([
    { BILL_CYCLE: '10/2026', CHARGE: 231000, PAID_AMOUNT: 0, DEBT: 231000, DUE_DATE: addDays(today, 5) },
    { BILL_CYCLE: '09/2026', CHARGE: 220000, PAID_AMOUNT: 20000, DEBT: 200000, DUE_DATE: addDays(today, -1) },
    { BILL_CYCLE: '08/2026', CHARGE: 220000, PAID_AMOUNT: 220000, DEBT: 0, DUE_DATE: addDays(today, -30) },
  ]);

  async function openHistory(account: string) {
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: `Lịch sử cước của tài khoản ${account}` },
        { timeout: 10_000 },
      ),
    );
    return within(await screen.findByRole('dialog', { name: `Lịch sử cước của tài khoản ${account}` }));
  }

  it('ACC-43 API-053 opens an account’s months in a dialog: the table, the total owed, an overdue month in words', async () => {
    signIn();
    const operator = fakeOperator({
      cust_get_subscribers_by_invoice2: ok(sealedAccounts),
      cust_nonmobile_lichsu_no: months,
    });
    renderRoutes('/tai-khoan/dich-vu-lien-ket', { fetchImpl: operator.fetchImpl });
    // Nothing is read before the reader asks for it.
    await screen.findAllByRole('article', {}, { timeout: 10_000 });
    expect(operator.called('cust_nonmobile_lichsu_no')).toHaveLength(0);
    const dialog = await openHistory('hcm_fiber_0101');
    const table = await dialog.findByRole('table', {
      name: 'Cước từng tháng của tài khoản hcm_fiber_0101, tháng gần nhất trước',
    });
    expect(operator.called('cust_nonmobile_lichsu_no')[0]?.body).toMatchObject({ account: 'hcm_fiber_0101' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'tháng 10 năm 2026',
      'tháng 9 năm 2026',
      'tháng 8 năm 2026',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Quá hạn')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Chưa đến hạn')).toBeTruthy();
    expect(dialog.getByText('Tổng còn nợ: 431.000đ')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('ACC-43 an account not billed yet reads as empty', async () => {
    signIn();
    const operator = fakeOperator({
      cust_get_subscribers_by_invoice2: ok(sealedAccounts),
      cust_nonmobile_lichsu_no: ok([]),
    });
    renderRoutes('/tai-khoan/dich-vu-lien-ket', { fetchImpl: operator.fetchImpl });
    const dialog = await openHistory('hcm_mytv_0102');
    expect(await dialog.findByText('Tài khoản này chưa có kỳ cước nào.')).toBeTruthy();
    expect(dialog.queryByRole('table')).toBeNull();
  });

  it('ACC-43 a failed read shows the shared failure in the dialog, and its retry reads again', async () => {
    signIn();
    let fail = true;
    const operator = fakeOperator({
      cust_get_subscribers_by_invoice2: ok(sealedAccounts),
      cust_nonmobile_lichsu_no: () => {
        if (!fail) return months();
        fail = false;
        return refused('LNK06')();
      },
    });
    renderRoutes('/tai-khoan/dich-vu-lien-ket', { fetchImpl: operator.fetchImpl });
    const dialog = await openHistory('hcm_fiber_0101');
    expect(await dialog.findByRole('alert')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Thử lại' }));
    expect(await dialog.findByRole('table')).toBeTruthy();
    expect(operator.called('cust_nonmobile_lichsu_no')).toHaveLength(2);
  });
});
