import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider, type Feedback } from '../../lib/feedback';
import { fakeOperator, json, type Reply } from '../../../test/operator';
import { testPortal } from '../../../test/providers';
import { Component as MyOffersRoute } from './MyOffersRoute';

const envelope = { errorCode: '0', ErrorCode: 200 };
const voucher = (id: number, loai: string, tenUuDai: string, extra: Record<string, unknown>) => ({
  id,
  idUuDai: 100 + id,
  loai,
  tenUuDai,
  doiTac: 'CGV',
  maUuDai: `VP${id}CODE`,
  soDiem: 500,
  ngayNhan: '2026-01-01',
  hanSuDung: '2099-12-31',
  ngaySuDung: null,
  ...extra,
});

function renderMyOffers(entry: string, overrides: Record<string, Reply> = {}) {
  const operator = fakeOperator({
    getTokenHoiVien: json({ ...envelope, result: { TokenHoiVien: 'member.1', ERRORCODE: null } }),
    getLayThongTinChungMobileV2: json({
      ...envelope,
      ThongTinHoiVien: {
        HangHoiVienMoiId: 1,
        TenHoiVien: 'An',
        SoTheHoiVienVinaPhonePlus: 'VNP1',
        TongDiem: 900,
      },
    }),
    apiDSChuongTrinhUuDaiQuaTang: () => {
      const kind = operator.called('apiDSChuongTrinhUuDaiQuaTang').at(-1)?.body['loai'];
      return json({
        ...envelope,
        result:
          kind === 'gift'
            ? [voucher(4, 'gift', 'Bình giữ nhiệt', {})]
            : [
                voucher(1, 'voucher', 'Vé CGV', {}),
                voucher(2, 'voucher', 'Combo bỏng', { ngaySuDung: '2026-01-05' }),
              ],
      });
    },
    KiemTraDanhGiaChuongTrinhUuDai: json({ ...envelope, result: { duocDanhGia: true, soSao: null } }),
    apiDanhGiaChuongTrinhUuDai: json({
      errorCode: 'ERR-COD-RATING-LIMIT',
      errorMessage: 'Bạn đã đánh giá ưu đãi này.',
    }),
    ...overrides,
  });
  const { wrapper: Providers } = testPortal(operator.fetchImpl, { msisdn: '84912345678' });
  const feedback = { toast: vi.fn(), notice: vi.fn(async () => {}) } as unknown as Feedback;
  const router = createMemoryRouter([{ path: '/vinaphone-plus/offer', Component: MyOffersRoute }], {
    initialEntries: [entry],
  });
  render(
    <Providers>
      <FeedbackProvider value={feedback}>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </Providers>,
  );
  return { operator, router };
}

afterEach(() => window.localStorage.clear());

describe('my vouchers and gifts', () => {
  it('LOY-05 LOY-06 tabIndex picks the tab; switching writes it to the address', async () => {
    const user = userEvent.setup();
    const { router } = renderMyOffers('/vinaphone-plus/offer?tabIndex=1');
    expect(await screen.findByRole('heading', { name: 'Vé CGV' })).toBeTruthy();
    expect(screen.getByText('Đã dùng')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Quà tặng' }));
    expect(await screen.findByRole('heading', { name: 'Bình giữ nhiệt' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tabIndex=2');
  });

  it('LOY-50 ERR-52 a second rating shows the rating limit label', async () => {
    const user = userEvent.setup();
    const { operator } = renderMyOffers('/vinaphone-plus/offer');
    await user.click(await screen.findByRole('button', { name: 'Đánh giá: Combo bỏng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đánh giá chương trình' });
    await user.click(within(dialog).getByRole('radio', { name: '5 sao' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi đánh giá' }));
    await waitFor(() => expect(operator.called('apiDanhGiaChuongTrinhUuDai')).toHaveLength(1));
    expect(await within(dialog).findByText('Bạn đã đánh giá chương trình này rồi.')).toBeTruthy();
  });

  it('LOY-49 a gift’s delivery steps, and a refused tracking read says why with a retry', async () => {
    const user = userEvent.setup();
    let reads = 0;
    renderMyOffers('/vinaphone-plus/offer?tabIndex=2', {
      apiTheodoinhanqua: () =>
        (reads += 1) === 1
          ? json({ errorCode: '1', errorMessage: 'Không tìm thấy ưu đãi của bạn.' })
          : json({
              ...envelope,
              result: {
                trangThai: 'shipping',
                buoc: [
                  { trangThai: 'preparing', thoiGian: '2026-01-01T02:00:00Z' },
                  { trangThai: 'shipping', thoiGian: '2026-01-02T02:00:00Z' },
                ],
              },
            }),
    });
    await user.click(await screen.findByRole('button', { name: 'Theo dõi giao quà: Bình giữ nhiệt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Theo dõi giao quà' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Không tìm thấy ưu đãi của bạn.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Thử lại' }));
    const steps = await within(dialog).findByRole('list', { name: 'Tình trạng giao quà' });
    expect(steps.querySelector('[aria-current="step"]')?.textContent).toContain('Đang giao quà');
    expect(within(steps).getAllByRole('listitem').at(-1)?.textContent).toContain('Chưa đến bước này');
  });
});
