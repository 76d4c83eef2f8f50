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

async function fillGift(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Số điện thoại người nhận/ }), '0913456789');
  await user.type(screen.getByRole('textbox', { name: /Số điểm tặng/ }), '100');
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
});
