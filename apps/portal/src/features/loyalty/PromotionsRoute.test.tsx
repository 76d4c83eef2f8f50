import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider, type Feedback } from '../../lib/feedback';
import { fakeOperator, json, type Reply } from '../../../test/operator';
import { testPortal } from '../../../test/providers';
import { Component as PromotionsRoute } from './PromotionsRoute';

const envelope = { errorCode: '0', ErrorCode: 200 };
const offer = (id: number, title: string, partner: string, points: number) => ({
  id,
  categoryId: 15,
  loai: 'voucher',
  tenUuDai: title,
  doiTac: partner,
  soDiem: points,
  hinhAnh: null,
  hanSuDung: '2099-12-31',
  maDiaBan: null,
  soLuongConLai: 10,
});

/** The member's points: 1 250 until the redemption, 950 after it. */
let points = 1_250;
const replies = {
  getTokenHoiVien: json({ ...envelope, result: { TokenHoiVien: 'member.1', ERRORCODE: null } }),
  getLayThongTinChungMobileV2: () =>
    json({
      ...envelope,
      ThongTinHoiVien: {
        HangHoiVienMoiId: 1,
        TenHoiVien: 'Nguyễn Văn An',
        SoTheHoiVienVinaPhonePlus: 'VNP1',
        TongDiem: points,
      },
    }),
  catalogDiscounts: json({ ...envelope, result: [{ id: 15, categoryNameVie: 'Viễn thông' }] }),
  getDSChuongTrinhUuDaiDoiDiem: json({
    ...envelope,
    result: [
      offer(110, 'Tặng 5 GB data', 'VinaPhone', 1_000),
      offer(109, 'Giảm 50% gói data', 'VinaPhone', 300),
    ],
  }),
  apiDSChuongTrinhSanPhamTheoDoiTac: json({
    ...envelope,
    result: [
      offer(109, 'Giảm 50% gói data', 'VinaPhone', 300),
      offer(204, 'Gói TV 1 tháng', 'VinaPhone', 800),
    ],
  }),
  apiXemThongTinChuongTrinhUuDai: json({
    ...envelope,
    result: {
      ...offer(109, 'Giảm 50% gói data', 'VinaPhone', 300),
      dieuKien: '<p>Một lần mỗi tháng</p>',
      gioiHanThang: 1,
    },
  }),
  apiKiemTraNhanUuDai: json({ ...envelope, result: { duocNhan: true, soDiem: 300, diemHienTai: 1_250 } }),
  apiNhanUuDaiWithOTP: () => {
    const last = operator.called('apiNhanUuDaiWithOTP').at(-1)?.body;
    if (last?.['otp'] === undefined) return json({ ...envelope, result: { guiOTP: true } });
    points = 950;
    return json({
      ...envelope,
      result: { maUuDai: 'VP109ABCDEF01', diemConLai: 950, hanSuDung: '2099-12-31' },
    });
  },
};
let operator = fakeOperator(replies);

function renderPromotions(
  entry: string,
  overrides: Record<string, Reply> = {},
  language: 'vi' | 'en-US' = 'vi',
) {
  operator = fakeOperator({ ...replies, ...overrides });
  const { wrapper: Providers } = testPortal(operator.fetchImpl, { msisdn: '84912345678', language });
  const feedback = { toast: vi.fn(), notice: vi.fn(async () => {}) } as unknown as Feedback;
  const router = createMemoryRouter([{ path: '/vinaphone-plus/promotions', Component: PromotionsRoute }], {
    initialEntries: [entry],
  });
  render(
    <Providers>
      <FeedbackProvider value={feedback}>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </Providers>,
  );
  return { router, feedback };
}

afterEach(() => {
  window.localStorage.clear();
  points = 1_250;
});

describe('the offers of a category', () => {
  it('LOY-08 LOY-52 lists the category sorted by points, with the filter read from the address', async () => {
    const { router } = renderPromotions('/vinaphone-plus/promotions?id=15&sort=pointsDesc');
    const list = await screen.findByRole('region', { name: 'Danh sách ưu đãi' });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Tặng 5 GB data', 'Giảm 50% gói data']);
    expect(operator.called('getDSChuongTrinhUuDaiDoiDiem')[0]?.body).toMatchObject({ categoryId: '15' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Điểm đến' }), '500');
    await waitFor(() => expect(router.state.location.search).toBe('?id=15&max=500&sort=pointsDesc'));
    // Typing went through 5 and 50 (no offer, the list was replaced): read the list again.
    const filtered = await screen.findByRole('region', { name: 'Danh sách ưu đãi' });
    expect(within(filtered).getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('LOY-47 LOY-48 redeems with the OTP, shows the voucher and the new balance without a reload', async () => {
    const user = userEvent.setup();
    renderPromotions('/vinaphone-plus/promotions?id=15&offer=109');
    const detail = await screen.findByRole('dialog', { name: 'Giảm 50% gói data' });
    expect(within(detail).getByText('Một lần mỗi tháng')).toBeTruthy();
    await user.click(within(detail).getByRole('button', { name: 'Đổi ưu đãi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận đổi ưu đãi' });
    await user.click(within(confirm).getByRole('button', { name: 'Đổi và nhận mã OTP' }));
    const otp = await screen.findByRole('dialog', { name: 'Nhập mã OTP' });
    await user.click(within(otp).getAllByRole('textbox')[0] ?? otp);
    await user.keyboard('123456');
    await user.click(within(otp).getByRole('button', { name: 'Xác nhận' }));
    const done = await screen.findByRole('dialog', { name: 'Đổi ưu đãi thành công' });
    expect(within(done).getByText('VP109ABCDEF01')).toBeTruthy();
    expect(operator.called('apiNhanUuDaiWithOTP').at(-1)?.body).toMatchObject({ id: '109', otp: '123456' });
    // The footer's Close (the dialog's own close button has the same name).
    const closes = within(done).getAllByRole('button', { name: 'Đóng' });
    await user.click(closes[closes.length - 1] ?? done);
    // The member info was read again: the detail shows the new balance.
    expect(await screen.findByText('Điểm của bạn: 950 điểm')).toBeTruthy();
  });

  it("LOY-51 the offer's partner link lists every offer of that partner, whatever its category", async () => {
    const user = userEvent.setup();
    const { router } = renderPromotions('/vinaphone-plus/promotions?id=15&offer=109');
    const detail = await screen.findByRole('dialog', { name: 'Giảm 50% gói data' });
    await user.click(await within(detail).findByRole('link', { name: 'Xem mọi ưu đãi của VinaPhone' }));
    await waitFor(() => expect(router.state.location.search).toBe('?doiTac=VinaPhone'));
    expect(await screen.findByRole('heading', { name: 'Ưu đãi của VinaPhone' })).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Danh sách ưu đãi' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Giảm 50% gói data', 'Gói TV 1 tháng']);
    expect(operator.called('apiDSChuongTrinhSanPhamTheoDoiTac')[0]?.body).toMatchObject({
      doiTac: 'VinaPhone',
    });
  });
});

/** The offer 109's detail, with what a test changes (its last day, stock, price). */
const detailOf = (changes: Record<string, unknown>) =>
  json({
    ...envelope,
    result: {
      ...offer(109, 'Giảm 50% gói data', 'VinaPhone', 300),
      dieuKien: '<p>Một lần mỗi tháng</p>',
      gioiHanThang: 1,
      ...changes,
    },
  });

/** Opens offer 109's detail and asks to redeem it. */
async function startRedeeming(user: ReturnType<typeof userEvent.setup>, title = 'Giảm 50% gói data') {
  const detail = await screen.findByRole('dialog', { name: title });
  await user.click(within(detail).getByRole('button', { name: /^(Đổi ưu đãi|Redeem)$/ }));
}

describe('the errors of a redemption (§5, §8), each with its message', () => {
  it.each([
    ['ended', { hanSuDung: '2020-01-31' }, 'Ưu đãi đã kết thúc.'],
    ['sold out', { soLuongConLai: 0 }, 'Ưu đãi đã hết số lượng.'],
    ['not enough points', { soDiem: 2_000 }, 'Bạn chưa đủ điểm để đổi ưu đãi này.'],
  ])('LOY-48 %s: the button is disabled with the reason, before any call', async (_case, changes, reason) => {
    renderPromotions('/vinaphone-plus/promotions?id=15&offer=109', {
      apiXemThongTinChuongTrinhUuDai: detailOf(changes),
    });
    const detail = await screen.findByRole('dialog', { name: 'Giảm 50% gói data' });
    const redeem = await within(detail).findByRole('button', { name: 'Đổi ưu đãi' });
    await waitFor(() => expect(redeem.hasAttribute('disabled')).toBe(true));
    expect(within(detail).getByText(reason).id).toBe(redeem.getAttribute('aria-describedby'));
    expect(operator.called('apiKiemTraNhanUuDai')).toHaveLength(0);
  });

  it.each([
    ['vi', 'Đã đạt giới hạn quà tặng cho phép.'],
    ['en-US', 'The gift limit has been reached.'],
  ] as const)(
    'ERR-51 LOY-53 LOY-48 the eligibility check’s monthly limit shows the gift limit label, in %s',
    async (language, label) => {
      const user = userEvent.setup();
      const { feedback } = renderPromotions(
        '/vinaphone-plus/promotions?id=15&offer=109',
        {
          apiKiemTraNhanUuDai: json({
            ...envelope,
            result: {
              duocNhan: false,
              lyDo: 'Bạn đã nhận đủ số lần cho phép của ưu đãi này trong tháng.',
              maLyDo: 'ERR-COD-GIFT-LIMIT',
              soDiem: 300,
              diemHienTai: 1_250,
            },
          }),
        },
        language,
      );
      await startRedeeming(user);
      await waitFor(() => expect(feedback.notice).toHaveBeenCalledWith(label));
      expect(screen.queryByRole('dialog', { name: /Xác nhận|Confirm/ })).toBeNull();
    },
  );

  it('LOY-48 another refusal of the eligibility check shows the server’s reason', async () => {
    const user = userEvent.setup();
    const { feedback } = renderPromotions('/vinaphone-plus/promotions?id=15&offer=109', {
      apiKiemTraNhanUuDai: json({
        ...envelope,
        result: {
          duocNhan: false,
          lyDo: 'Ưu đãi đã hết số lượng.',
          maLyDo: '1',
          soDiem: 300,
          diemHienTai: 1_250,
        },
      }),
    });
    await startRedeeming(user);
    await waitFor(() => expect(feedback.notice).toHaveBeenCalledWith('Ưu đãi đã hết số lượng.'));
  });

  it('ERR-51 LOY-48 the code send refused by the monthly limit shows the label; a wrong code the server’s message', async () => {
    const user = userEvent.setup();
    let sends = 0;
    renderPromotions('/vinaphone-plus/promotions?id=15&offer=109', {
      apiNhanUuDaiWithOTP: () => {
        const last = operator.called('apiNhanUuDaiWithOTP').at(-1)?.body;
        if (last?.['otp'] !== undefined)
          return json({ errorCode: '539', errorMessage: 'Mã OTP không đúng, vui lòng thử lại.' });
        sends += 1;
        return sends === 1
          ? json({ errorCode: 'ERR-COD-GIFT-LIMIT', errorMessage: 'Bạn đã nhận đủ số lần.' })
          : json({ ...envelope, result: { guiOTP: true } });
      },
    });
    await startRedeeming(user);
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận đổi ưu đãi' });
    const send = within(confirm).getByRole('button', { name: 'Đổi và nhận mã OTP' });
    await user.click(send);
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'Đã đạt giới hạn quà tặng cho phép.',
    );
    await user.click(send);
    const otp = await screen.findByRole('dialog', { name: 'Nhập mã OTP' });
    await user.click(within(otp).getAllByRole('textbox')[0] ?? otp);
    await user.keyboard('000000');
    await user.click(within(otp).getByRole('button', { name: 'Xác nhận' }));
    expect((await within(otp).findByRole('alert')).textContent).toBe('Mã OTP không đúng, vui lòng thử lại.');
  });
});
