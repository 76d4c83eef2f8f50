import type { TestInfo } from '@playwright/test';
import { expect, freshNumber, openIn, test } from '../support/fixtures';
import { hrefsIn, isDesktop, shellTexts } from '../support/portalLinks';
import { signInByApi } from '../support/sandbox';

// Every link of the shell leads to a page in no error state: tests/e2e/link-crawl.spec.ts (issue 44).

/**
 * A number of this test's own: the sandbox allows one sign-in code per number a minute and five in
 * 15 minutes, so tests never share one. A new number signs in as 'Khách hàng' (the sandbox's name).
 */
const ownNumber = (info: TestInfo) => freshNumber(info, info.project.name === 'mobile' ? '0824' : '0823', 1);

test('SHELL-081 the account menu opens only the portal’s own pages', async ({ page }, testInfo) => {
  await signInByApi(page, ownNumber(testInfo));
  await openIn(page, 'vi', '/tinh-nang');
  if (isDesktop(page)) await page.getByRole('button', { name: shellTexts.vi.greeting }).click();
  else await page.getByRole('button', { name: shellTexts.vi.signedInAs }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Đăng xuất' })).toBeVisible();
  for (const { href, newTab } of await hrefsIn(menu)) {
    expect(newTab, href).toBe(false);
    expect(href.startsWith('/'), href).toBe(true);
  }
});

test('SHELL-006 the features page lists every group, and what is coming has no link', async ({ page }) => {
  await openIn(page, 'vi', '/tinh-nang');
  await expect(page.getByRole('heading', { level: 1, name: 'Tính năng' })).toBeVisible();
  for (const group of [
    'Tài khoản và thuê bao',
    'Nạp tiền và thanh toán',
    'Hỗ trợ khách hàng',
    'VinaPhone Plus',
  ])
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  const main = page.getByRole('main');
  // The account pages (issue 17) and the e-invoices (issue 19) have their pages: links.
  await expect(main.getByRole('link', { name: 'Thông tin cá nhân' })).toHaveAttribute(
    'href',
    '/tai-khoan/thong-tin-ca-nhan',
  );
  await expect(main.getByRole('link', { name: 'Hoá đơn điện tử' })).toHaveAttribute(
    'href',
    '/tinh-nang/hoa-don-dien-tu',
  );
  await expect(main.getByRole('link', { name: 'Hỏi đáp' })).toBeVisible();
  await main.getByRole('link', { name: 'Ứng dụng' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('img', { name: 'Mã QR mở trang ứng dụng trên điện thoại' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Tải My VNPT trên Google Play/ })).toBeVisible();
});

test('SHELL-117 CONST-21 the support entry offers the hotlines as call links', async ({ page }) => {
  await openIn(page, 'en-US', '/tinh-nang');
  await page.getByRole('button', { name: 'Contact support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer support' });
  await expect(dialog.getByRole('link', { name: '18001091' })).toHaveAttribute('href', 'tel:18001091');
  await expect(dialog.getByRole('link', { name: '18001166' })).toHaveAttribute('href', 'tel:18001166');
});

test('SHELL-084 the greeting names the signed-in customer once their info is known', async ({
  page,
}, testInfo) => {
  const number = ownNumber(testInfo);
  await signInByApi(page, number);
  await openIn(page, 'vi', '/tinh-nang');
  const shown = `${number.slice(0, 4)} ${number.slice(4, 7)} ${number.slice(7)}`;
  if (isDesktop(page)) await expect(page.getByRole('button', { name: 'Xin chào, Khách hàng' })).toBeVisible();
  // Phones: the account icon keeps saying which line is signed in.
  else await expect(page.getByRole('button', { name: `Tài khoản đã đăng nhập: ${shown}` })).toBeVisible();
});
