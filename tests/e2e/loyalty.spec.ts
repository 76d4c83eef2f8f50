import { expect, expectNoAxeViolations, locales, openIn, test } from '../support/fixtures';
import { seedPassword, signInByApi } from '../support/sandbox';

/** Seeded accounts (apps/sandbox/src/seed/subscribers.ts), signed in by password (their OTP sends are limited). */
const goldMember = '0911223344';
const silverMember = '0913456789';
const nonMember = '0987654321';

const texts = {
  vi: {
    title: 'VinaPhone Plus',
    tier: 'Hạng Vàng',
    points: '28.450',
    openCard: 'Xem thẻ hội viên',
    cardDialog: 'Thẻ hội viên',
    flip: 'Lật thẻ hội viên',
    showBarcode: 'Hiện mã vạch',
    showQr: 'Hiện mã QR',
    barcode: /Mã vạch của số thẻ/,
    qr: /Mã QR của số thẻ/,
    history: 'Lịch sử điểm',
    period: 'Khoảng thời gian',
    year: '12 tháng gần nhất',
    next: 'Trang sau',
    pageTwo: /Trang 2\/\d/,
    details: /^Chi tiết:/,
    detailTitle: 'Chi tiết giao dịch điểm',
    benefits: 'Đặc quyền hội viên',
    services: 'Dịch vụ tích điểm',
    servicesList: 'Dịch vụ được tích điểm',
    back: 'Về trang hội viên',
    notMember: 'Bạn chưa phải là hội viên VinaPhone Plus',
    hotline: 'Gọi 18001091 (miễn phí)',
  },
  'en-US': {
    title: 'VinaPhone Plus',
    tier: 'Gold tier',
    points: '28,450',
    openCard: 'Show member card',
    cardDialog: 'Member card',
    flip: 'Flip the member card',
    showBarcode: 'Show barcode',
    showQr: 'Show QR code',
    barcode: /Barcode of card number/,
    qr: /QR code of card number/,
    history: 'Point history',
    period: 'Period',
    year: 'Last 12 months',
    next: 'Next page',
    pageTwo: /Page 2 of \d/,
    details: /^Details:/,
    detailTitle: 'Point transaction',
    benefits: 'Member privileges',
    services: 'Services that earn points',
    servicesList: 'Services that earn points',
    back: 'Back to membership',
    notMember: 'You are not a VinaPhone Plus member yet',
    hotline: 'Call 18001091 (free)',
  },
} as const;

for (const locale of locales) {
  const t = texts[locale];

  test(`LOY-01 DOM-30 LOY-36 LOY-02 LOY-42 LOY-04 LOY-03 a member's page, card by keyboard, point history in the address, privileges and point services, in ${locale}`, async ({
    page,
  }) => {
    await signInByApi(page, goldMember, { password: seedPassword });
    await openIn(page, locale, '/vinaphone-plus');
    // The header's loyalty menu names the same pages: links are taken from the page itself.
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    // The summary's figures are a description list: tier, points, points expiring soon.
    const figures = page.getByRole('definition');
    await expect(figures.getByText(t.tier, { exact: true })).toBeVisible();
    await expect(figures.getByText(t.points, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The card dialog, by keyboard only.
    const openCard = page.getByRole('button', { name: t.openCard });
    await openCard.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.cardDialog });
    await expect(dialog).toBeVisible();
    const card = dialog.getByRole('button', { name: t.flip });
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(card).toHaveAttribute('data-side', 'back');
    await expect(dialog.getByRole('img', { name: t.qr })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(card).toHaveAttribute('data-side', 'front');
    await dialog.getByRole('button', { name: t.showBarcode }).focus();
    await page.keyboard.press('Enter');
    await expect(card).toHaveAttribute('data-side', 'back');
    await expect(dialog.getByRole('img', { name: t.barcode })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: t.showQr }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('img', { name: t.qr })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(openCard).toBeFocused();

    // The point history: a year of lines, a second page, one line's detail.
    await main.getByRole('link', { name: t.history }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.history })).toBeVisible();
    await page.getByRole('combobox', { name: t.period }).click();
    await page.getByRole('option', { name: t.year }).click();
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByText(t.pageTwo)).toBeVisible();
    // The filter and page are in the address: a reload keeps them, Back undoes the page turn (LOY-42).
    await expect(page).toHaveURL(/\/vinaphone-plus\/point-history\?months=12&page=2$/);
    await page.reload();
    await expect(page.getByText(t.pageTwo)).toBeVisible();
    await expect(page.getByRole('combobox', { name: t.period })).toContainText(t.year);
    await page.goBack();
    await expect(page).toHaveURL(/\/vinaphone-plus\/point-history\?months=12$/);
    await expect(page.getByText(t.pageTwo)).toBeHidden();
    await page.goForward();
    await expect(page.getByText(t.pageTwo)).toBeVisible();
    await page.getByRole('button', { name: t.details }).first().click();
    await expect(page.getByRole('dialog', { name: t.detailTitle })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // Back to the member page, then every tier's privileges.
    await main.getByRole('link', { name: t.back }).click();
    await main.getByRole('link', { name: t.benefits }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.benefits })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(5);
    await expectNoAxeViolations(page);

    // The services that earn points (LOY-03).
    await main.getByRole('link', { name: t.back }).click();
    await main.getByRole('link', { name: t.services }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.services })).toBeVisible();
    await expect(page.getByRole('list', { name: t.servicesList }).getByRole('listitem')).toHaveCount(5);

    // LOY-31: the header's member card entry (/vinaphone-plus?card=open) opens the card on the member page.
    await page.goto('/vinaphone-plus?card=open');
    await expect(page.getByRole('dialog', { name: t.cardDialog })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: t.cardDialog })).toBeHidden();
    await expect(page).toHaveURL(/\/vinaphone-plus$/);
  });

  test(`ROLE-11 LOY-21 a non-member gets the notice with the hotline, in ${locale}`, async ({ page }) => {
    await signInByApi(page, nonMember, { password: seedPassword });
    await openIn(page, locale, '/vinaphone-plus');
    await expect(page.getByRole('heading', { level: 2, name: t.notMember })).toBeVisible();
    await expect(page.getByRole('link', { name: t.hotline })).toHaveAttribute('href', 'tel:18001091');
    await expectNoAxeViolations(page);
  });
}

test('LOY-16 SHELL-008 LOY-25 a guest is asked to sign in first, lands on the member page and is offered the email update', async ({
  page,
}) => {
  await openIn(page, 'vi', '/vinaphone-plus');
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Số điện thoại' }).fill(silverMember);
  await dialog.getByRole('button', { name: 'Đăng nhập bằng mật khẩu' }).click();
  await dialog.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(seedPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/vinaphone-plus$/);
  await expect(page.getByRole('definition').getByText('Hạng Bạc', { exact: true })).toBeVisible();

  // LOY-24, LOY-25: the sign-in set the add-email flag: the page offers the email update (capNhatEmail).
  await page.getByRole('button', { name: 'Thêm email' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Cập nhật email' });
  const email = emailDialog.getByRole('textbox', { name: 'Email' });
  await email.fill('hoa@');
  await emailDialog.getByRole('button', { name: 'Cập nhật email' }).click();
  await expect(emailDialog.getByText('Email không đúng định dạng')).toBeVisible();
  await expectNoAxeViolations(page);
  await email.fill('hoa.le@vnpt.vn');
  await emailDialog.getByRole('button', { name: 'Cập nhật email' }).click();
  await expect(page.getByText('Đã cập nhật email.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thêm email' })).toHaveCount(0);
});
