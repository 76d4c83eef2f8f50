import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
import { renderRoutes, warmShell } from '../../../test/router';

const ok = (result: unknown) => () => json({ error_code: '0', message: 'Thành công', result });
const familyPath = '/tinh-nang/nhom-gia-dinh';

const signIn = (msisdn: string) => {
  window.localStorage.setItem('mobile', msisdn);
  window.localStorage.setItem('session', 's-1');
  window.localStorage.setItem('authorized', 'true');
};

const row = (msisdn: string, remain: number, total = 5120) => ({
  msisdn,
  remain_volume: remain,
  total_volume: total,
  remain_volume_call: 100,
  total_volume_call: 300,
});
const group = [row('84914567890', 25600, 30720), row('84915678901', 2048), row('84916789012', 410)];
const masterStatus = {
  in_group: 1,
  is_master: 1,
  master_msisdn: '84914567890',
  pack_code: 'GD6',
  max_members: 6,
};
const combo = {
  home_combo_get_remain_info: ok({ package_code: null, items: [] }),
  mobile_home_combo_package_ccbs_list: ok([]),
};

beforeAll(warmShell, 60_000);
afterEach(() => window.localStorage.clear());

describe('family page', { timeout: 20_000 }, () => {
  it('ACC-09 ROLE-13 ROLE-15 the master sees every row and manages the others, not their own', async () => {
    signIn('84914567890');
    const operator = fakeOperator({
      ...combo,
      family_check_family_status: ok(masterStatus),
      family_master_list_members_ver2: ok(group),
      family_master_list_advanced_pack: ok([]),
    });
    renderRoutes(familyPath, { fetchImpl: operator.fetchImpl });
    expect(await screen.findByRole('heading', { name: 'Số đuôi 901' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Còn 410 / 5.120 MB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Xoá số đuôi 890 khỏi nhóm' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Xoá số đuôi 012 khỏi nhóm' })).toBeTruthy();
    expect(operator.called('family_member_data_remain_ver2')).toHaveLength(0);
  });

  it('ROLE-16 ACC-18 removing a member sends the master a code for that change, then the code with the member', async () => {
    signIn('84914567890');
    const operator = fakeOperator({
      ...combo,
      family_check_family_status: ok(masterStatus),
      family_master_list_members_ver2: ok(group),
      family_master_list_advanced_pack: ok([]),
      otp_send: () => json({ error_code: '0', message: 'Đã gửi' }),
      family_master_del_member: () => json({ error_code: '0', message: 'Đã xoá' }),
    });
    renderRoutes(familyPath, { fetchImpl: operator.fetchImpl });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Xoá số đuôi 012 khỏi nhóm' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Xoá thành viên' });
    const confirm = within(dialog).getByRole('button', { name: 'Xác nhận' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gửi mã OTP' }));
    await expect
      .poll(() => operator.called('otp_send')[0]?.body)
      .toMatchObject({
        msisdn: '84914567890',
        otp_service: 'family_del_member',
      });
    await userEvent.click(await within(dialog).findByRole('textbox', { name: 'Chữ số 1 trên 6' }));
    await userEvent.keyboard('123456');
    await userEvent.click(confirm);
    await expect
      .poll(() => operator.called('family_master_del_member')[0]?.body)
      .toMatchObject({ member_msisdn: '84916789012', otp: '123456' });
  });

  it('ACC-19 ROLE-14 a member manages nobody and leaves after confirming', async () => {
    signIn('84915678901');
    const operator = fakeOperator({
      ...combo,
      family_check_family_status: ok({ ...masterStatus, is_master: 0 }),
      family_member_data_remain_ver2: ok(group),
      family_member_leave: () => json({ error_code: '0', message: 'Đã rời' }),
    });
    renderRoutes(familyPath, { fetchImpl: operator.fetchImpl, language: 'en-US' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Leave the group' }, { timeout: 10_000 }),
    );
    expect(screen.queryByRole('button', { name: 'Add a member' })).toBeNull();
    expect(operator.called('family_master_list_members_ver2')).toHaveLength(0);
    expect(operator.called('family_master_list_advanced_pack')).toHaveLength(0);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave the group' }));
    await expect.poll(() => operator.called('family_member_leave')).toHaveLength(1);
  });

  it('ACC-25 ACC-27 a subscriber in no group sees the packs to start one and the home combo, and registers a combo', async () => {
    signIn('84912345678');
    const operator = fakeOperator({
      family_check_family_status: ok({ in_group: 0, is_master: 0, master_msisdn: null }),
      family_master_list_advanced_pack: ok([
        {
          pack_code: 'GD4',
          pack_name: 'Gia đình 4',
          price: 199000,
          data_mb: 40960,
          max_members: 4,
          is_current: 0,
        },
      ]),
      home_combo_get_remain_info: ok({ package_code: null, items: [] }),
      mobile_home_combo_package_ccbs_list: ok([
        {
          package_code: 'HOME1',
          package_name: 'Home Combo 1',
          price: 229000,
          description: 'Internet',
          is_registered: 0,
        },
      ]),
      mobile_home_combo_ccbs_reg: () => json({ error_code: '0', message: 'Đăng ký thành công' }),
    });
    renderRoutes(familyPath, { fetchImpl: operator.fetchImpl });
    expect(
      await screen.findByRole('heading', { name: 'Bạn chưa thuộc nhóm gia đình nào' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Đăng ký gói Gia đình 4' })).toBeTruthy();
    expect(operator.called('family_master_list_members_ver2')).toHaveLength(0);
    expect(operator.called('family_member_data_remain_ver2')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Đăng ký gói Home Combo 1' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đăng ký' }));
    await expect
      .poll(() => operator.called('mobile_home_combo_ccbs_reg')[0]?.body)
      .toMatchObject({ package_code: 'HOME1' });
  });

  it("issue 47 item 5: a master's add invites the number, which joins only with the code it received", async () => {
    signIn('84914567890');
    const invitation = {
      member_msisdn: '84946000001',
      expires_at: '2026-03-02T08:00:00.000Z',
      code_sent: 1,
      wait_seconds: 60,
    };
    const operator = fakeOperator({
      ...combo,
      family_check_family_status: ok(masterStatus),
      family_master_list_members_ver2: ok(group),
      family_master_list_advanced_pack: ok([]),
      family_check_subs_status: ok({ msisdn: '84946000001', can_join: 1, reason: null }),
      otp_send: () => json({ error_code: '0', message: 'Đã gửi' }),
      family_master_add_member: ok(invitation),
      family_master_confirm_member: ok(row('84946000001', 5120)),
    });
    renderRoutes(familyPath, { fetchImpl: operator.fetchImpl });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Thêm thành viên' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Thêm thành viên' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Số thuê bao' }), '0946000001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gửi mã OTP' }));
    await userEvent.click(await within(dialog).findByRole('textbox', { name: 'Chữ số 1 trên 6' }));
    await userEvent.keyboard('123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));

    // The invitation is sent; nobody is added until the member's own code comes back.
    const step = await screen.findByRole('dialog', { name: 'Mã xác nhận của thành viên' });
    expect(operator.called('family_master_confirm_member')).toHaveLength(0);
    expect(within(step).getByRole('button', { name: /Gửi lại mã sau \d+ giây/ })).toHaveProperty(
      'disabled',
      true,
    );
    const add = within(step).getByRole('button', { name: 'Thêm vào nhóm' });
    expect(add).toHaveProperty('disabled', true);
    await userEvent.click(within(step).getByRole('textbox', { name: 'Chữ số 1 trên 6' }));
    await userEvent.keyboard('654321');
    await userEvent.click(add);
    await expect
      .poll(() => operator.called('family_master_confirm_member')[0]?.body)
      .toMatchObject({ member_msisdn: '84946000001', otp: '654321' });
  });

  it('issue 47 item 5: an invited number refuses on its own page, after a confirm that names the block', async () => {
    signIn('84912345678');
    const operator = fakeOperator({
      ...combo,
      family_check_family_status: ok({ in_group: 0, is_master: 0, master_msisdn: null }),
      family_master_list_advanced_pack: ok([]),
      family_member_invitations: ok([
        { master_msisdn: '84914567890', pack_code: 'GD6', expires_at: '2026-03-02T08:00:00.000Z' },
      ]),
      family_member_answer_invite: () => json({ error_code: '0', message: 'Đã từ chối' }),
    });
    renderRoutes(familyPath, { fetchImpl: operator.fetchImpl, language: 'en-US' });
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Refuse the invitation from 0914 567 890' },
        { timeout: 10_000 },
      ),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('30 days');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Refuse' }));
    await expect
      .poll(() => operator.called('family_member_answer_invite')[0]?.body)
      .toMatchObject({ master_msisdn: '84914567890', answer: 'refuse' });
  });
});
