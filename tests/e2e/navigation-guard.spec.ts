import { expect, freshNumber, openIn, test } from '../support/fixtures';
import { signInByApi } from '../support/sandbox';

/**
 * Issue 23, XSS: the attack found from outside, replayed in the browser. A payment answer carries a
 * `javascript:` redirect_url and the signer vouches for it (as a compromised path would): the portal's
 * navigation guard still refuses it, runs nothing, stays, and says so in the user's language.
 */
const texts = {
  register: 'Đăng ký gói D30',
  payDialog: 'Thanh toán gói cước',
  wallet: /Ví VNPT Money/,
  pay: 'Thanh toán',
  unsafe: 'Địa chỉ này không an toàn nên chưa được mở. Vui lòng thử lại hoặc liên hệ tổng đài 18001091.',
};

// One width is enough for the guard (@one-width, playwright.config.ts).
test(
  'PKG-28 a javascript: redirect_url with a secure_code that verifies runs nothing and leaves nowhere',
  { tag: '@one-width' },
  async ({ page }, info) => {
    await signInByApi(page, freshNumber(info, '0387', 1));
    await page.route('**/api/signer/sign', (route) => route.fulfill({ json: { signature: 'vouched' } }));
    await page.route('**/api/payment/payment_package_reg_v2', (route) =>
      route.fulfill({
        json: {
          error_code: '00',
          message: 'OK',
          redirect_url: 'javascript:window.__xss=1;void 0',
          secure_code: 'vouched',
        },
      }),
    );
    await openIn(page, 'vi', '/dich-vu/goi-cuoc-di-dong');
    await page.getByRole('button', { name: texts.register }).click();
    const pay = page.getByRole('dialog', { name: texts.payDialog });
    await pay.getByRole('radio', { name: texts.wallet }).check();
    await pay.getByRole('checkbox').click();
    await pay.getByRole('button', { name: texts.pay, exact: true }).click();
    await expect(page.getByText(texts.unsafe, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/dich-vu/goi-cuoc-di-dong');
    expect(await page.evaluate(() => window.sessionStorage.getItem('packageName'))).toBeNull();
    await expect(pay.getByRole('radio', { name: texts.wallet })).toBeChecked();
  },
);
