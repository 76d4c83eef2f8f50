import { expect, expectNoAxeViolations, locales, openIn, test, type Locale } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { latestCode, seedPassword, signInByApi } from '../support/sandbox';

/**
 * Issue 16: a member browses a promotion category from the header, filters it, redeems an offer with the
 * OTP, sees the voucher and the new balance. Each run (width × language) redeems as a member of its own
 * (seeded, signed in by password), so the OTP limits and the balances never meet.
 */
const members = {
  desktop: { vi: { msisdn: '0888888888', points: 96_000 }, 'en-US': { msisdn: '0942123456', points: 2_100 } },
  mobile: { vi: { msisdn: '0943234567', points: 650 }, 'en-US': { msisdn: '0913456789', points: 4_800 } },
} as const;

/** Offer 109 of category 15 (apps/sandbox/src/seed/loyalty.ts): 300 points. */
const offerPoints = 300;

const texts = {
  vi: {
    category: 'Viễn thông',
    openMenu: 'Mở menu',
    maxPoints: 'Điểm đến',
    details: 'Xem chi tiết: Giảm 50% gói data tháng sau',
    offer: 'Giảm 50% gói data tháng sau',
    redeem: 'Đổi ưu đãi',
    confirm: 'Đổi và nhận mã OTP',
    otpTitle: 'Nhập mã OTP',
    otpConfirm: 'Xác nhận',
    done: 'Đổi ưu đãi thành công',
    copy: 'Sao chép mã',
    qr: /Mã QR của mã ưu đãi VP109/,
    close: 'Đóng',
    valid: 'Còn hiệu lực',
    balance: (points: string) => `Điểm của bạn: ${points} điểm`,
    format: (points: number) => points.toLocaleString('vi-VN'),
  },
  'en-US': {
    category: 'Telecom',
    openMenu: 'Open menu',
    maxPoints: 'Points up to',
    details: 'View details: 50% off next month’s data package',
    offer: '50% off next month’s data package',
    redeem: 'Redeem',
    confirm: 'Redeem and get a code',
    otpTitle: 'Enter the OTP',
    otpConfirm: 'Confirm',
    done: 'Offer redeemed',
    copy: 'Copy code',
    qr: /QR code of voucher code VP109/,
    close: 'Close',
    valid: 'Valid',
    balance: (points: string) => `Your points: ${points} points`,
    format: (points: number) => points.toLocaleString('en-US'),
  },
} as const;

async function signInThroughDialog(page: Page, locale: Locale, msisdn: string) {
  const vi = locale === 'vi';
  const dialog = page.getByRole('dialog', { name: vi ? 'Đăng nhập' : 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: vi ? 'Số điện thoại' : 'Phone number' }).fill(msisdn);
  await dialog
    .getByRole('button', { name: vi ? 'Đăng nhập bằng mật khẩu' : 'Sign in with a password' })
    .click();
  await dialog.getByRole('textbox', { name: vi ? 'Mật khẩu' : 'Password', exact: true }).fill(seedPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

for (const locale of locales) {
  const t = texts[locale];

  test(`LOY-08 LOY-12 LOY-52 LOY-47 LOY-48 LOY-05 a member redeems an offer of a header category with the OTP and sees the voucher, the new balance and the voucher among their own, in ${locale}`, async ({
    page,
  }, testInfo) => {
    const member = (testInfo.project.name === 'mobile' ? members.mobile : members.desktop)[locale];
    // Through the portal's own sign-in (not the API): it stores the member's promo menu
    // (vplus_promoMenu), which the header's category entries are made of.
    await openIn(page, locale, '/vinaphone-plus');
    await signInThroughDialog(page, locale, member.msisdn);

    // LOY-12: the header lists the category and leads to /vinaphone-plus/promotions?id=15.
    if ((page.viewportSize()?.width ?? 0) >= 991) {
      await page.getByRole('button', { name: 'VinaPhone Plus' }).click();
      await page.getByRole('menuitem', { name: t.category }).click();
    } else {
      await page.getByRole('button', { name: t.openMenu }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu
        .getByRole('link', { name: t.category })
        .or(menu.getByRole('button', { name: t.category }))
        .click();
    }
    await expect(page).toHaveURL(/\/vinaphone-plus\/promotions\?id=15$/);

    // LOY-52: the filter lives in the address.
    await page.getByRole('textbox', { name: t.maxPoints }).fill('500');
    await expect(page).toHaveURL(/\?id=15&max=500$/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t.details }).click();
    const detail = page.getByRole('dialog', { name: t.offer });
    await expect(detail.getByText(t.balance(t.format(member.points)))).toBeVisible();
    await detail.getByRole('button', { name: t.redeem }).click();

    const sentAfter = new Date(Date.now() - 5_000).toISOString();
    await page.getByRole('button', { name: t.confirm }).click();
    const otp = page.getByRole('dialog', { name: t.otpTitle });
    await expect(otp).toBeVisible();
    const code = await latestCode(page.request, member.msisdn, {
      service: 'loyalty_redeem',
      after: sentAfter,
    });
    await otp.getByRole('textbox').first().click();
    await page.keyboard.type(code);
    await otp.getByRole('button', { name: t.otpConfirm, exact: true }).click();

    const done = page.getByRole('dialog', { name: t.done });
    await expect(done.getByText(/^VP109[0-9A-F]{8}$/)).toBeVisible();
    await expect(done.getByRole('img', { name: t.qr })).toBeVisible();
    await expect(done.getByRole('button', { name: t.copy })).toBeVisible();
    await expectNoAxeViolations(page);
    const voucherCode = (await done.getByText(/^VP109[0-9A-F]{8}$/).textContent()) ?? '';
    await done.getByRole('button', { name: t.close }).last().click();

    // The balance is new without a reload: the detail reads the member info again.
    await expect(
      page.getByRole('dialog', { name: t.offer }).getByText(t.balance(t.format(member.points - offerPoints))),
    ).toBeVisible();

    // LOY-05: the voucher is among the member's own, usable, with the same code.
    await openIn(page, locale, '/vinaphone-plus/offer?tabIndex=1');
    const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t.offer }) });
    await expect(mine.getByText(t.valid, { exact: true })).toBeVisible();
    await mine.getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByText(voucherCode, { exact: true })).toBeVisible();
  });
}

/**
 * §5 and §8 on the offers page, one visit to a partner's offers (LOY-51): the detail says why an offer
 * cannot be redeemed against the sandbox's own data (the member's real balance, a sold-out offer), and the
 * eligibility check's monthly limit, a rule only the server knows, reads as the gift limit's label.
 * 0912345678 (1,250 points) was seeded with this month's one-a-month gift 110. One width, nothing redeemed.
 */
test(
  'LOY-48 LOY-51 ERR-51 LOY-53 the offers page says why an offer cannot be redeemed: points, stock and the monthly limit, in en-US',
  { tag: '@one-width' },
  async ({ page }) => {
    const t = texts['en-US'];
    await signInByApi(page, '0912345678', { password: seedPassword });
    await openIn(page, 'en-US', '/vinaphone-plus/promotions?doiTac=VinaPhone');
    const blocked = [
      { offer: 'VinaPhone Plus thermos flask', reason: 'You do not have enough points for this offer yet.' },
      { offer: 'A weekend 1 GB data package (sold out)', reason: 'This offer is sold out.' },
    ] as const;
    for (const { offer, reason } of blocked) {
      await page.getByRole('button', { name: `View details: ${offer}` }).click();
      const detail = page.getByRole('dialog', { name: offer });
      await expect(detail.getByText(reason)).toBeVisible();
      await expect(detail.getByRole('button', { name: t.redeem })).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(detail).toHaveCount(0);
    }

    await page.getByRole('button', { name: 'View details: 5 GB of high-speed data' }).click();
    await page
      .getByRole('dialog', { name: '5 GB of high-speed data' })
      .getByRole('button', { name: t.redeem })
      .click();
    const notice = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(notice.getByText('The gift limit has been reached.')).toBeVisible();
    await expectNoAxeViolations(page);
  },
);
