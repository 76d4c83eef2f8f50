/**
 * Packages, purchase, search and news journeys against the sandbox (issue 8). Each test signs in its own
 * fresh number (auto-provisioned by the sandbox), so no journey depends on another's state.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, freshNumber, locales, openIn, test } from '../support/fixtures';
import { latestCode, signInByApi } from '../support/sandbox';

const text = {
  vi: {
    register: (name: string) => `Đăng ký gói ${name}`,
    cancel: (name: string) => `Huỷ gói ${name}`,
    signIn: 'Đăng nhập',
    phone: 'Số điện thoại',
    getCode: 'Nhận mã OTP',
    payDialog: 'Thanh toán gói cước',
    mainAccount: /Tài khoản chính/,
    wallet: /Ví VNPT Money/,
    domesticCard: /Thẻ ATM nội địa/,
    pay: 'Thanh toán',
    next: 'Tiếp tục',
    otpDialog: 'Xác nhận đăng ký',
    confirm: 'Xác nhận',
    cancelTitle: 'Huỷ gói cước',
    cancelConfirm: 'Huỷ gói',
    active: 'Đang sử dụng',
    paid: 'Thanh toán thành công',
    failed: 'Thanh toán không thành công',
    orderSubmit: 'Gửi đăng ký',
    orderIncomplete: 'Cần nhập đầy đủ thông tin',
    chooseStreet: 'Vui lòng chọn đường, thôn/ấp hoặc khu vực',
    required: 'Trường bắt buộc không được để trống',
    province: /^Tỉnh\/Thành phố/,
    district: /^Quận\/Huyện/,
    ward: /^Phường\/Xã/,
    hamlet: /^Thôn\/Ấp/,
    fullname: /^Họ và tên/,
    contactNo: /^Số điện thoại liên hệ/,
    note: /^Ghi chú/,
    address: /^Số nhà, ngõ\/ngách/,
    sixMonths: /^6 tháng/,
    orderSent: 'Đã gửi đăng ký',
    openSearch: 'Mở ô tìm kiếm',
    search: 'Tìm kiếm',
    searchSubmit: 'Tìm',
    newsTitle: 'Tin tức',
  },
  'en-US': {
    register: (name: string) => `Register ${name}`,
    cancel: (name: string) => `Cancel package ${name}`,
    signIn: 'Sign in',
    phone: 'Phone number',
    getCode: 'Get code',
    payDialog: 'Pay for the package',
    mainAccount: /Main account/,
    wallet: /VNPT Money wallet/,
    domesticCard: /Domestic ATM card/,
    pay: 'Pay',
    next: 'Continue',
    otpDialog: 'Confirm registration',
    confirm: 'Confirm',
    cancelTitle: 'Cancel package',
    cancelConfirm: 'Cancel package',
    active: 'Active',
    paid: 'Payment successful',
    failed: 'Payment failed',
    orderSubmit: 'Send order',
    orderIncomplete: 'Please fill in all the information',
    chooseStreet: 'Please choose a street, hamlet or area',
    required: 'This field is required',
    province: /^Province\/City/,
    district: /^District/,
    ward: /^Ward\/Commune/,
    hamlet: /^Hamlet/,
    fullname: /^Full name/,
    contactNo: /^Contact phone number/,
    note: /^Note/,
    address: /^House number, lane/,
    sixMonths: /^6 months/,
    orderSent: 'Order sent',
    openSearch: 'Open search',
    search: 'Search',
    searchSubmit: 'Search',
    newsTitle: 'News',
  },
} as const;

/** A fresh number per test (auto-provisioned by the sandbox). */
const freshTestNumber = (info: TestInfo) => freshNumber(info, '0386', 1);

async function typeOtp(page: Page, code: string) {
  await page.getByRole('dialog').getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

/** Radix Select: open by its label, then pick the option. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

type Texts = (typeof text)[keyof typeof text];

/** The login dialog, as a person fills it: number, code from the sandbox inbox, sign in. */
async function signInThroughDialog(page: Page, t: Texts, msisdn: string) {
  const login = page.getByRole('dialog', { name: t.signIn });
  await expect(login).toBeVisible();
  await login.getByRole('textbox', { name: t.phone }).fill(msisdn);
  await login.getByRole('button', { name: t.getCode }).click();
  await typeOtp(page, await latestCode(page.request, msisdn, { service: 'authen_msisdn' }));
  await login.getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(login).toBeHidden();
}

/** The contact part of the order form and a 6-month cycle. */
async function fillOrderContact(page: Page, t: Texts) {
  await page.getByRole('textbox', { name: t.fullname }).fill('Nguyễn Văn An');
  await page.getByRole('textbox', { name: t.contactNo }).fill('0912345678');
  await page.getByRole('textbox', { name: t.note }).fill('Gọi trước khi đến');
  await page.getByRole('textbox', { name: t.address }).fill('Số 12');
  await page.getByRole('radio', { name: t.sixMonths }).check();
}

async function chooseWard(page: Page, t: Texts) {
  await choose(page, t.province, 'Hà Nội');
  await choose(page, t.district, 'Quận Ba Đình');
  await choose(page, t.ward, 'Phường Kim Mã');
}

function card(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

for (const locale of locales) {
  const t = text[locale];

  test.describe(`packages (${locale})`, () => {
    test(`DOM-24 DOM-25 DOM-26 PKG-23 a guest signs in, registers by main account, then cancels (${locale})`, async ({
      page,
    }, info) => {
      const msisdn = freshTestNumber(info);
      await openIn(page, locale, '/dich-vu/goi-cuoc-di-dong');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page);

      // DOM-24: a guest is asked to sign in first, and continues with the same package afterwards.
      await page.getByRole('button', { name: t.register('D10') }).click();
      await signInThroughDialog(page, t, msisdn);

      // STATUS_PAY 1: the payment dialog; the main account is confirmed by an OTP (DOM-25).
      const pay = page.getByRole('dialog', { name: t.payDialog });
      await expect(pay).toBeVisible();
      await expectNoAxeViolations(page);
      await pay.getByRole('radio', { name: t.mainAccount }).check();
      await pay.getByRole('button', { name: t.pay, exact: true }).click();
      const otp = page.getByRole('dialog', { name: t.otpDialog });
      await expect(otp).toBeVisible();
      await expectNoAxeViolations(page);
      await typeOtp(page, await latestCode(page.request, msisdn, { service: 'package_register' }));
      await otp.getByRole('button', { name: t.confirm, exact: true }).click();
      await expect(otp).toBeHidden();

      // The sandbox stored it: the card now offers cancel (PKG-09) and says it is active.
      const d10 = card(page, 'D10');
      await expect(d10.getByRole('button', { name: t.cancel('D10') })).toBeVisible();
      await expect(d10.getByText(t.active)).toBeVisible();

      // DOM-26: cancel asks with the package code and the number, then the card offers register again.
      await d10.getByRole('button', { name: t.cancel('D10') }).click();
      const confirm = page.getByRole('alertdialog', { name: t.cancelTitle });
      await expect(confirm).toContainText('D10');
      await expect(confirm).toContainText(`${msisdn.slice(0, 4)} ${msisdn.slice(4, 7)} ${msisdn.slice(7)}`);
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: t.cancelConfirm, exact: true }).click();
      await expect(d10.getByRole('button', { name: t.register('D10') })).toBeVisible();
    });

    for (const decision of ['approve', 'decline'] as const) {
      test(`PKG-28 PKG-30 a subscriber pays by wallet and the gateway ${decision}s (${locale})`, async ({
        page,
      }, info) => {
        const msisdn = freshTestNumber(info);
        await signInByApi(page, msisdn);
        await openIn(page, locale, '/dich-vu/goi-cuoc-di-dong');
        await page.getByRole('button', { name: t.register('D30') }).click();
        const pay = page.getByRole('dialog', { name: t.payDialog });
        await pay.getByRole('radio', { name: t.wallet }).check();
        await pay.getByRole('checkbox').click();
        await pay.getByRole('button', { name: t.pay, exact: true }).click();

        // The browser leaves for the sandbox gateway with the package saved in session storage (ENT-18).
        await page.waitForURL(/\/__sandbox\/gateway\/PP/);
        expect(await page.evaluate(() => window.sessionStorage.getItem('packageName'))).toBe('D30');
        await page.locator(`button[value="${decision}"]`).click();
        await page.waitForURL(/\/vnptpay-ctt\/return\?/);
        await expect(
          page.getByRole('heading', { level: 1, name: decision === 'approve' ? t.paid : t.failed }),
        ).toBeVisible();
        await expect(page.getByText('D30').first()).toBeVisible();
        await expectNoAxeViolations(page);

        await openIn(page, locale, '/dich-vu/goi-cuoc-di-dong');
        const next = decision === 'approve' ? t.cancel('D30') : t.register('D30');
        await expect(card(page, 'D30').getByRole('button', { name: next })).toBeVisible();
      });
    }

    test(`ERR-22 PKG-29 a payment answer with a tampered secure_code is refused (${locale})`, async ({
      page,
      consoleErrors,
    }, info) => {
      const msisdn = freshTestNumber(info);
      await signInByApi(page, msisdn);
      await page.route('**/api/payment/payment_package_reg_v2', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({
          response,
          json: { ...body, redirect_url: 'https://attacker.invalid/', secure_code: '0'.repeat(64) },
        });
      });
      await openIn(page, locale, '/dich-vu/goi-cuoc-di-dong');
      await page.getByRole('button', { name: t.register('D30') }).click();
      const pay = page.getByRole('dialog', { name: t.payDialog });
      await pay.getByRole('radio', { name: t.wallet }).check();
      await pay.getByRole('checkbox').click();
      await pay.getByRole('button', { name: t.pay, exact: true }).click();
      await expect(
        page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /./ }).last(),
      ).toBeVisible();
      // Nothing is lost and nowhere is left for: the dialog keeps the choice, nothing is saved.
      await expect(pay.getByRole('radio', { name: t.wallet })).toBeChecked();
      expect(new URL(page.url()).pathname).toBe('/dich-vu/goi-cuoc-di-dong');
      expect(await page.evaluate(() => window.sessionStorage.getItem('packageName'))).toBeNull();
      // Issue 23: the signer refuses to sign an answer the operator did not give; the browser logs its 403.
      const refusal = consoleErrors.findIndex((message) => message.includes('403'));
      expect(refusal, 'the signer refused the tampered answer').toBeGreaterThanOrEqual(0);
      consoleErrors.splice(refusal, 1);
    });

    test(`DOM-29 PKG-22 a domestic card chooses its bank in step 2 (${locale})`, async ({ page }, info) => {
      await signInByApi(page, freshTestNumber(info));
      await openIn(page, locale, '/dich-vu/goi-cuoc-di-dong');
      await page.getByRole('button', { name: t.register('D30') }).click();
      const pay = page.getByRole('dialog', { name: t.payDialog });
      await pay.getByRole('radio', { name: t.domesticCard }).check();
      await pay.getByRole('checkbox').click();
      await pay.getByRole('button', { name: t.next, exact: true }).click();
      await expect(pay.getByRole('radio').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await pay.getByRole('radio').first().check();
      await pay.getByRole('button', { name: t.next, exact: true }).click();
      await page.waitForURL(/\/__sandbox\/gateway\/PP/);
    });

    test(`PKG-34 DOM-27 DOM-28 VAL-18 VAL-19 VAL-21 the order form cascades, validates and sends (${locale})`, async ({
      page,
    }, info) => {
      await signInByApi(page, freshTestNumber(info));
      await openIn(page, locale, '/dich-vu/home-internet');
      await page.getByRole('article').first().getByRole('button').last().click();
      await page.waitForURL(/\/dich-vu\/home-internet\/[^/]+\/lap-dat$/);
      await expect(page.getByRole('combobox', { name: t.province })).toBeEnabled();
      await expectNoAxeViolations(page);

      // VAL-18: an empty submit names what is missing.
      await page.getByRole('button', { name: t.orderSubmit }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.orderIncomplete })).toBeVisible();
      await expect(page.getByText(t.required).first()).toBeVisible();
      await expectNoAxeViolations(page);

      await fillOrderContact(page, t);

      // DOM-27, DOM-28: each level opens after its parent; another province clears the levels below.
      await expect(page.getByRole('combobox', { name: t.district })).toBeDisabled();
      await chooseWard(page, t);
      await choose(page, t.province, 'Đà Nẵng');
      await expect(page.getByRole('combobox', { name: t.ward })).toBeDisabled();
      await chooseWard(page, t);

      // VAL-19: a street, hamlet or area is still needed.
      await page.getByRole('button', { name: t.orderSubmit }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.chooseStreet })).toBeVisible();

      await choose(page, t.hamlet, 'Tổ dân phố 1');
      const sent = page.waitForRequest('**/custservice_submit_contract_profile_1800');
      await page.getByRole('button', { name: t.orderSubmit }).click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        fullname: 'Nguyễn Văn An',
        billing_cycle: 6,
        province_id: expect.anything(),
      });
      expect(String(body['address'])).toBe('Số 12, Tổ dân phố 1, Phường Kim Mã, Quận Ba Đình, Hà Nội');
      await expect(page.getByRole('heading', { level: 1, name: t.orderSent })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`PKG-13 a guest who opened the order form signs in on submit and the same order is sent (${locale})`, async ({
      page,
    }, info) => {
      await openIn(page, locale, '/dich-vu/home-internet/FIBER300/lap-dat');
      await fillOrderContact(page, t);
      await chooseWard(page, t);
      await choose(page, t.hamlet, 'Tổ dân phố 2');
      await page.getByRole('button', { name: t.orderSubmit }).click();
      const sent = page.waitForRequest('**/custservice_submit_contract_profile_1800');
      await signInThroughDialog(page, t, freshTestNumber(info));
      expect((await sent).postDataJSON()).toMatchObject({
        fullname: 'Nguyễn Văn An',
        package_code: 'FIBER300',
      });
      await expect(page.getByRole('heading', { level: 1, name: t.orderSent })).toBeVisible();
    });

    test(`SRCH-01 SRCH-04 SRCH-06 SRCH-08 search finds a package and opens a news item (${locale})`, async ({
      page,
    }) => {
      await openIn(page, locale, '/');
      await page.getByRole('button', { name: t.openSearch }).click();
      await page.getByRole('searchbox', { name: t.search }).fill('trùm 150');
      await page.getByRole('search').getByRole('button', { name: t.searchSubmit, exact: true }).click();
      await page.waitForURL(/\/tim-kiem\/tr%C3%B9m\+150$|\/tim-kiem\/trùm\+150$/);
      await expect(page.getByRole('heading', { name: 'TRÙM 150', exact: true })).toBeVisible();
      await expect(page.locator('mark').first()).toBeVisible();
      await expectNoAxeViolations(page);

      // The package's detail is shareable; the news item opens its article.
      await page.getByRole('link', { name: /Ra mắt gói cước TRÙM 150/ }).click();
      await page.waitForURL(/\/tinh-nang\/tin-tuc\?tab=all&id=5301$/);
      await expect(page.getByRole('heading', { level: 1, name: /Ra mắt gói cước TRÙM 150/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`SRCH-05 DOM-24 DOM-25 a guest registers a package straight from the search results (${locale})`, async ({
      page,
    }, info) => {
      const msisdn = freshTestNumber(info);
      await openIn(page, locale, '/tim-kiem/trùm+150');
      await page.getByRole('button', { name: t.register('TRÙM 150') }).click();
      await signInThroughDialog(page, t, msisdn);

      // The same flow as on the catalogue: the payment choice when STATUS_PAY allows it, then the OTP.
      const pay = page.getByRole('dialog', { name: t.payDialog });
      const otp = page.getByRole('dialog', { name: t.otpDialog });
      await expect(pay.or(otp)).toBeVisible();
      if (await pay.isVisible()) {
        await pay.getByRole('radio', { name: t.mainAccount }).check();
        await pay.getByRole('button', { name: t.pay, exact: true }).click();
      }
      await expect(otp).toBeVisible();
      await typeOtp(page, await latestCode(page.request, msisdn, { service: 'package_register' }));
      await otp.getByRole('button', { name: t.confirm, exact: true }).click();
      await expect(otp).toBeHidden();
      await expect(card(page, 'TRÙM 150').getByRole('button', { name: t.cancel('TRÙM 150') })).toBeVisible();
    });

    // One test per page: each gets its own time budget, and a failure names its page.
    const slicePages = [
      ['/dich-vu', 'article'],
      ['/dich-vu/home-internet', 'article'],
      ['/dich-vu/goi-cuoc-di-dong/D15', 'heading'],
      ['/tim-kiem/khong+co+goi+nay', 'heading'],
      ['/tinh-nang/tin-tuc?tab=all', 'article'],
      ['/tinh-nang/tin-tuc?tab=2', 'article'],
      ['/tinh-nang/tin-tuc?tab=all&id=5144', 'heading'],
      // Issue 47: the payment return page is signed-in only now and shows the server's confirmation: its
      // axe check is in the gateway journeys above (a guest meets the sign-in guard, checked elsewhere).
    ] as const;
    for (const [path, role] of slicePages) {
      test(`SRCH-09 PKG-01 ${path} has no axe violations (${locale})`, async ({ page }) => {
        await openIn(page, locale, path);
        await expect(page.getByRole('main').getByRole(role).first()).toBeVisible();
        await expect(page.getByRole('status', { name: /./ })).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    }

    test(`the news page is titled in the reader's language (${locale})`, async ({ page }) => {
      await openIn(page, locale, '/tinh-nang/tin-tuc?tab=all');
      await expect(page.getByRole('heading', { level: 1, name: t.newsTitle })).toBeVisible();
    });
  });
}
