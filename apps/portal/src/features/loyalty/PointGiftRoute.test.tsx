import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider, type Feedback } from '../../lib/feedback';
import { fakeOperator, json, type Reply } from '../../../test/operator';
import { testPortal } from '../../../test/providers';
import { Component as PointGiftRoute } from './PointGiftRoute';

const envelope = { errorCode: '0', ErrorCode: 200 };
const base: Record<string, Reply> = {
  getTokenHoiVien: json({ ...envelope, result: { TokenHoiVien: 'member.1', ERRORCODE: null } }),
  getLayThongTinChungMobileV2: json({
    ...envelope,
    ThongTinHoiVien: {
      HangHoiVienMoiId: 1,
      TenHoiVien: 'An',
      SoTheHoiVienVinaPhonePlus: 'VNP1',
      TongDiem: 1_250,
    },
  }),
  TangDiemThongTin: json({ ...envelope, result: { sdtNhan: '84913456789', diemHienTai: 1250 } }),
  TangDiemSendOTP: json({ ...envelope, result: { guiOTP: true } }),
  TangDiemVerify: json({ ...envelope, result: { maXacThuc: 'ticket-1' } }),
  TangDiem: json({
    ...envelope,
    result: { maGiaoDich: 'TD00000007', sdtNhan: '84913456789', soDiem: 100, diemConLai: 1150 },
  }),
};

function renderGift(replies: Record<string, Reply> = {}) {
  const operator = fakeOperator({ ...base, ...replies });
  const { wrapper: Providers } = testPortal(operator.fetchImpl, { msisdn: '84912345678' });
  const feedback = { toast: vi.fn(), notice: vi.fn(async () => {}) } as unknown as Feedback;
  const router = createMemoryRouter([{ path: '/vinaphone-plus/point-gift', Component: PointGiftRoute }], {
    initialEntries: ['/vinaphone-plus/point-gift'],
  });
  render(
    <Providers>
      <FeedbackProvider value={feedback}>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </Providers>,
  );
  return operator;
}

async function fillGift(user: ReturnType<typeof userEvent.setup>, recipient = '0913456789', points = '100') {
  const phone = await screen.findByRole('textbox', { name: /Số điện thoại người nhận/ });
  const amount = screen.getByRole('textbox', { name: /Số điểm tặng/ });
  await user.clear(phone);
  await user.type(phone, recipient);
  await user.clear(amount);
  await user.type(amount, points);
  await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
}

/** The OTP step: the code typed into its boxes, then sent. */
async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click((await screen.findAllByRole('textbox'))[0] ?? document.body);
  await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Tặng điểm' }));
}

afterEach(() => window.localStorage.clear());

describe('point gifting', () => {
  it('LOY-57 gives 100 points: recipient, code, ticket, gift, receipt', async () => {
    const user = userEvent.setup();
    const operator = renderGift();
    await fillGift(user);
    await user.click(await screen.findByRole('button', { name: /Tặng 100 điểm cho số 0913 456 789/ }));
    await enterCode(user, '123456');
    expect(await screen.findByText(/TD00000007/)).toBeTruthy();
    expect(operator.called('TangDiemVerify')[0]?.body).toMatchObject({
      sdtNhan: '0913456789',
      soDiem: 100,
      otp: '123456',
    });
    expect(operator.called('TangDiem')[0]?.body).toMatchObject({ maXacThuc: 'ticket-1', token: 'member.1' });
  });

  it('VAL-51 ERR-51 the recipient’s monthly limit, told after the code, shows the gift limit label', async () => {
    const user = userEvent.setup();
    const operator = renderGift({
      TangDiemVerify: json({ errorCode: 'ERR-COD-GIFT-LIMIT', errorMessage: 'Người nhận đã nhận đủ.' }),
    });
    await fillGift(user);
    await user.click(await screen.findByRole('button', { name: /Tặng 100 điểm/ }));
    await enterCode(user, '123456');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Đã đạt giới hạn quà tặng cho phép.'),
    );
    expect(operator.called('TangDiem')).toHaveLength(0);
  });

  it('VAL-48 VAL-49 VAL-50 LOY-58 LOY-60 LOY-61 each §5 rule says what is wrong on the form, before any call', async () => {
    const user = userEvent.setup();
    const operator = renderGift();
    // The giver is 0912 345 678 with 1 250 points; one visit, retyped for each rule.
    const cases = [
      ['0913456789', '150', 'Số điểm tặng phải là bội số của 100'],
      ['84912345678', '100', 'Số nhận điểm phải khác số của bạn'],
      ['0913456789', '1300', 'Bạn không đủ điểm để tặng'],
    ] as const;
    for (const [recipient, points, message] of cases) {
      await fillGift(user, recipient, points);
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(operator.called('TangDiemThongTin')).toHaveLength(0);
  });

  it('LOY-57 issue 47 item 7: the confirmation shows the number only; a recipient who is no member is told after the code', async () => {
    const user = userEvent.setup();
    const operator = renderGift({
      TangDiemThongTin: json({ ...envelope, result: { sdtNhan: '84919998877', diemHienTai: 1250 } }),
      TangDiemVerify: json({
        errorCode: 'ERR-COD-GIFT-NOT-MEMBER',
        // The server's words differ from the page's, so the test sees the code read in the reader's language.
        errorMessage: 'Người nhận không hợp lệ.',
      }),
    });
    await fillGift(user, '0919998877');
    const confirm = await screen.findByRole('button', { name: /Tặng 100 điểm cho số 0919 998 877/ });
    expect(screen.getByText(/Sau khi bạn nhập mã OTP, chúng tôi sẽ cho biết/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(confirm);
    await enterCode(user, '123456');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Số điện thoại nhận không phải là hội viên VinaPhone Plus.',
      ),
    );
    expect(operator.called('TangDiem')).toHaveLength(0);
  });

  it('LOY-57 ERR-39 a wrong code is said on the form and nothing is given', async () => {
    const user = userEvent.setup();
    const operator = renderGift({
      TangDiemVerify: json({ errorCode: '539', errorMessage: 'Mã OTP không đúng, vui lòng thử lại.' }),
    });
    await fillGift(user, '0913456789');
    await user.click(await screen.findByRole('button', { name: /Tặng 100 điểm cho số 0913 456 789/ }));
    await enterCode(user, '000000');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Mã OTP không đúng, vui lòng thử lại.'),
    );
    expect(operator.called('TangDiem')).toHaveLength(0);
  });
});
