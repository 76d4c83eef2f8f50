/**
 * Visual baselines of each roaming step (issue 9), per project width and locale. Every roaming answer is
 * fixed with page.route (roaming-data.ts), and the clock is fixed, so a screenshot never depends on the
 * sandbox's state or the day.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, locales, test, type Locale } from '../support/fixtures';
import { openForBaseline } from '../support/baseline';
import { feedRoaming, wireCountries, wirePackage, type RoamingLoad } from './roaming-data';

const transactionId = 'RM20250601000001';
const fixedNow = new Date('2025-06-01T08:00:00+07:00');
const names = {
  vi: {
    otp: 'Bật chuyển vùng dữ liệu',
    confirm: 'Xác nhận',
    detail: /^Xem chi tiết/,
    register: 'Đăng ký',
    pay: 'Thanh toán',
    banks: 'Chọn ngân hàng',
    guide: 'Hướng dẫn thanh toán',
    continue: 'Tiếp tục',
    success: 'Thanh toán thành công',
    fail: 'Thanh toán không thành công',
    processing: 'Giao dịch đang được xử lý',
  },
  'en-US': {
    otp: 'Turn data roaming on',
    confirm: 'Confirm',
    detail: /^View details/,
    register: 'Register',
    pay: 'Pay',
    banks: 'Choose your bank',
    guide: 'Payment guide',
    continue: 'Continue',
    success: 'Payment successful',
    fail: 'Payment failed',
    processing: 'Your transaction is being processed',
  },
} as const;

async function fixPaymentCalls(page: Page) {
  const ok = { errorCode: '0', message: 'OK' };
  await page.route('**/otp_send', (route) => route.fulfill({ json: { error_code: '0', message: 'OK' } }));
  await page.route('**/otp_verify', (route) => route.fulfill({ json: ok }));
  await page.route('**/createTransaction', (route) =>
    route.fulfill({
      json: {
        ...ok,
        result: { transactionId, amount: 120_000, feeAmount: 0, discountAmount: 0, finalAmount: 120_000 },
      },
    }),
  );
  await page.route('**/getQR', (route) =>
    route.fulfill({ json: { ...ok, result: `VIETQR|${transactionId}|120000` } }),
  );
  await page.route('**/queryTransactionInfo', (route) =>
    route.fulfill({ json: { ...ok, result: { transactionId, transactionStatus: 0 } } }),
  );
  await page.route(/dl\.vietqr\.io/, (route) => route.fulfill({ status: 204 }));
}

/** The shell's floating parts (sticky header, download-app box, back-to-top) would cover a scrolled step. */
const hideShellOverlays =
  'header[data-sticky], aside[aria-labelledby], button[aria-label="Lên đầu trang"], button[aria-label="Back to top"] { visibility: hidden !important; }';

/**
 * The step itself (the roaming section, a dialog or the result), so page scroll and the shell do not count.
 * A centred dialog can land half a pixel off under load, which re-antialiases all its text (~2% of pixels):
 * the tolerance allows that, and still fails on a changed layout, colour or wording block.
 */
const shot = (target: Locator, locale: Locale, step: string) =>
  expect(target).toHaveScreenshot(`roaming-${step}-${locale}.png`, { maxDiffPixelRatio: 0.03 });
const roamingSection = (page: Page) => page.locator('section[aria-labelledby="roaming-title"]');

for (const locale of locales) {
  test(`roaming visual: each step of the QR payment (${locale})`, async ({ page }) => {
    const n = names[locale];
    const load: RoamingLoad = {
      irCheckActive: 0,
      countries: wireCountries(30),
      packages: [0, 1, 2, 3, 4].map((index) => wirePackage(index, 30)),
    };
    await feedRoaming(page, load);
    await fixPaymentCalls(page);
    await page.clock.install({ time: fixedNow });
    await openForBaseline(page, locale, '/thanhtoan/roaming?token=visual');
    await page.addStyleTag({ content: hideShellOverlays });
    const otp = page.getByRole('dialog', { name: n.otp });
    await expect(otp).toBeVisible();
    await shot(otp, locale, 'otp');
    await otp.getByRole('textbox').first().click();
    await page.keyboard.type('123456');
    load.irCheckActive = 1; // the repeated token call finds roaming on (ROAM-053)
    await page.getByRole('button', { name: n.confirm }).click();
    await expect(otp).toBeHidden();
    await expect(page.locator('[data-package-code]')).toHaveCount(3);
    await shot(roamingSection(page), locale, 'list');
    await page.getByRole('button', { name: n.detail }).first().click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await shot(sheet, locale, 'detail');
    await sheet.getByRole('button', { name: n.register, exact: true }).click();
    await expect(page.getByTestId('roaming-qr')).toBeVisible();
    await shot(roamingSection(page), locale, 'qr');
    await page.getByRole('button', { name: n.pay, exact: true }).click();
    const chooser = page.getByRole('dialog', { name: n.banks });
    await expect(chooser).toBeVisible();
    await shot(chooser, locale, 'banks');
    await chooser.getByRole('listitem').first().getByRole('button').click();
    const guide = page.getByRole('dialog', { name: n.guide });
    await expect(guide).toBeVisible();
    await shot(guide, locale, 'guide');
    await guide.getByRole('button', { name: n.continue }).click();
    await page.clock.runFor(1_000); // ROAM-105
    await expect(page.getByTestId('roaming-waiting')).toBeVisible();
    await shot(roamingSection(page), locale, 'waiting');
  });

  for (const [view, status] of [
    ['success', 2],
    ['fail', -1],
    ['processing', 0],
  ] as const) {
    test(`roaming visual: ${view} page (${locale})`, async ({ page }) => {
      const record = {
        transactionId,
        status,
        message: status === -1 ? 'Giao dịch bị huỷ bởi ngân hàng.' : undefined,
        createDate: '2025-06-01T01:00:00Z',
        serviceName: 'RP1',
        phoneNumber: '091xxxx678',
        paymentTransId: 'FT1',
      };
      await page.addInitScript(
        (text) => window.sessionStorage.setItem('dataQueryTransactionInfo', text),
        JSON.stringify(record),
      );
      await openForBaseline(page, locale, `/thanhtoan/roaming/${view}?token=visual`);
      await page.addStyleTag({ content: hideShellOverlays });
      await expect(page.getByRole('heading', { name: names[locale][view] })).toBeVisible();
      await shot(page.getByRole('region', { name: names[locale][view] }), locale, view);
    });
  }
}
