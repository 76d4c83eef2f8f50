import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider, type Feedback } from '../../lib/feedback';
import { fakeOperator, json } from '../../../test/operator';
import { testPortal } from '../../../test/providers';
import { Component as MemberRoute } from './MemberRoute';

const envelope = { errorCode: '0', ErrorCode: 200 };
const replies = {
  getTokenHoiVien: json({ ...envelope, result: { TokenHoiVien: 'member.1', ERRORCODE: null } }),
  getLayThongTinChungMobileV2: json({
    ...envelope,
    ThongTinHoiVien: {
      HangHoiVienMoiId: 2,
      TenHoiVien: 'Trần Thị Bình',
      SoTheHoiVienVinaPhonePlus: '9704000012345602',
      TongDiem: 4_800,
    },
  }),
  Api_DSChuongTrinhUuDaiUuDaiHoiVien: json({
    ...envelope,
    result: [
      { Id: 3, HangHoiVienId: 2, TenUuDai: 'Tích điểm 1,5%' },
      { Id: 5, HangHoiVienId: 3, TenUuDai: 'Ưu tiên phục vụ' },
    ],
  }),
};

function renderMember() {
  const operator = fakeOperator(replies);
  const { wrapper: Providers } = testPortal(operator.fetchImpl, { msisdn: '84913456789' });
  const feedback: Feedback = { toast: vi.fn(), notice: vi.fn(async () => {}) } as unknown as Feedback;
  const router = createMemoryRouter([{ path: '/vinaphone-plus', Component: MemberRoute }], {
    initialEntries: ['/vinaphone-plus'],
  });
  render(
    <Providers>
      <FeedbackProvider value={feedback}>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </Providers>,
  );
  return { operator, feedback };
}

afterEach(() => window.localStorage.clear());

describe('the member page', () => {
  it('LOY-01 CONST-51 shows the tier, the points and what the next tier still needs', async () => {
    renderMember();
    expect(await screen.findByText('Hạng Bạc', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('4.800', { selector: 'dd' })).toBeTruthy();
    expect(await screen.findByText('Còn 200 điểm để lên Hạng Titan')).toBeTruthy();
  });

  it('LOY-38 LOY-40 VAL-24 the card dialog sends the cancel reason with the member token', async () => {
    const user = userEvent.setup();
    const { operator, feedback } = renderMember();
    await user.click(await screen.findByRole('button', { name: 'Xem thẻ hội viên' }));
    await user.click(await screen.findByRole('button', { name: 'Hủy hội viên' }));
    await user.type(screen.getByRole('textbox', { name: /Lí do hủy hội viên/ }), 'Ít dùng');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(operator.called('huyHoiVien')).toHaveLength(1));
    expect(operator.called('huyHoiVien')[0]?.body).toMatchObject({ lyDo: 'Ít dùng', token: 'member.1' });
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('success', expect.any(String)));
  });

  it('LOY-24 LOY-25 with the add-email flag set, the member updates the email (capNhatEmail) and the offer goes', async () => {
    window.localStorage.setItem('vplus_updateEmail', 'true');
    const user = userEvent.setup();
    const { operator, feedback } = renderMember();
    await user.click(await screen.findByRole('button', { name: 'Thêm email' }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'binh@');
    await user.click(screen.getByRole('button', { name: 'Cập nhật email' }));
    expect(screen.getByText('Email không đúng định dạng')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'vnpt.vn');
    await user.click(screen.getByRole('button', { name: 'Cập nhật email' }));
    await waitFor(() => expect(operator.called('capNhatEmail')).toHaveLength(1));
    expect(operator.called('capNhatEmail')[0]?.body).toMatchObject({
      email: 'binh@vnpt.vn',
      token: 'member.1',
    });
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('success', 'Đã cập nhật email.'));
    expect(window.localStorage.getItem('vplus_updateEmail')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm email' })).toBeNull();
  });
});
