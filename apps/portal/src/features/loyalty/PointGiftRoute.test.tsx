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
  TangDiemThongTin: json({
    ...envelope,
    result: {
      sdtNhan: '84913456789',
      tenHoiVien: 'T. T. Bình',
      laHoiVien: true,
      diemConNhanDuoc: 5000,
      diemHienTai: 1250,
    },
  }),
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

afterEach(() => window.localStorage.clear());

describe('point gifting', () => {
  it('LOY-57 gives 100 points: recipient, code, ticket, gift, receipt', async () => {
    const user = userEvent.setup();
    const operator = renderGift();
    await fillGift(user);
    await user.click(await screen.findByRole('button', { name: /Tặng 100 điểm cho số 0913 456 789/ }));
    await user.click((await screen.findAllByRole('textbox'))[0] ?? document.body);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Tặng điểm' }));
    expect(await screen.findByText(/TD00000007/)).toBeTruthy();
    expect(operator.called('TangDiemVerify')[0]?.body).toMatchObject({
      sdtNhan: '0913456789',
      soDiem: 100,
      otp: '123456',
    });
    expect(operator.called('TangDiem')[0]?.body).toMatchObject({ maXacThuc: 'ticket-1', token: 'member.1' });
  });

  it('VAL-51 ERR-51 the recipient’s monthly limit shows the gift limit label', async () => {
    const user = userEvent.setup();
    renderGift({
      TangDiemSendOTP: json({ errorCode: 'ERR-COD-GIFT-LIMIT', errorMessage: 'Người nhận đã nhận đủ.' }),
    });
    await fillGift(user);
    await user.click(await screen.findByRole('button', { name: /Tặng 100 điểm/ }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Đã đạt giới hạn quà tặng cho phép.'),
    );
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

  it('LOY-57 ERR-39 a recipient who is not a member, then a wrong code, are said on the form', async () => {
    const user = userEvent.setup();
    // The first recipient looked up (0919 998 877) is no member; the next one is.
    let lookups = 0;
    const operator = renderGift({
      TangDiemThongTin: () =>
        (lookups += 1) === 1
          ? json({
              ...envelope,
              result: {
                sdtNhan: '84919998877',
                tenHoiVien: null,
                laHoiVien: false,
                diemConNhanDuoc: 0,
                diemHienTai: 1250,
              },
            })
          : (base['TangDiemThongTin'] as Response).clone(),
      TangDiemVerify: json({ errorCode: '539', errorMessage: 'Mã OTP không đúng, vui lòng thử lại.' }),
    });
    await fillGift(user, '0919998877');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Số điện thoại nhận không phải là hội viên VinaPhone Plus.',
      ),
    );
    await fillGift(user, '0913456789');
    await user.click(await screen.findByRole('button', { name: /Tặng 100 điểm cho số 0913 456 789/ }));
    await user.click((await screen.findAllByRole('textbox'))[0] ?? document.body);
    await user.keyboard('000000');
    await user.click(screen.getByRole('button', { name: 'Tặng điểm' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Mã OTP không đúng, vui lòng thử lại.'),
    );
    expect(operator.called('TangDiem')).toHaveLength(0);
  });
});
