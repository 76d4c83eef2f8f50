/**
 * Roaming QR payment journeys against the sandbox (issue 9). Each test provisions its own number, so the
 * sandbox state of one test never leaks into another. Time in the waiting step is driven with page.clock.
 */
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  freshNumber,
  locales,
  openIn,
  test,
  type Locale,
} from '../support/fixtures';

const userAgents = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
} as const;

const text = {
  vi: {
    otpTitle: 'Bật chuyển vùng dữ liệu',
    confirm: 'Xác nhận',
    detail: /^Xem chi tiết/,
    register: 'Đăng ký',
    pay: 'Thanh toán',
    continue: 'Tiếp tục',
    doNotShow: 'Không hiển thị lại',
    success: 'Thanh toán thành công',
    fail: 'Thanh toán không thành công',
    processing: 'Giao dịch đang được xử lý',
    turnOff: 'Tắt chuyển vùng',
    retry: 'Nhập lại',
    search: 'Tìm quốc gia',
    chooseAnother: 'Chọn gói cước khác',
    banks: 'Chọn ngân hàng',
    yes: 'Có',
    showAllCountries: /^Xem tất cả \d+ quốc gia$/,
  },
  'en-US': {
    otpTitle: 'Turn data roaming on',
    confirm: 'Confirm',
    detail: /^View details/,
    register: 'Register',
    pay: 'Pay',
    continue: 'Continue',
    doNotShow: 'Do not show again',
    success: 'Payment successful',
    fail: 'Payment failed',
    processing: 'Your transaction is being processed',
    turnOff: 'Turn roaming off',
    retry: 'Try again',
    search: 'Search countries',
    chooseAnother: 'Choose another package',
    banks: 'Choose your bank',
    yes: 'Yes',
    showAllCountries: /^Show all \d+ countries$/,
  },
} as const;

/** A fresh number per test (auto-provisioned by the sandbox). */
const freshTestNumber = (info: TestInfo) => freshNumber(info, '8497', 2);

async function roamingUrl(request: APIRequestContext, msisdn: string): Promise<string> {
  const response = await request.post('/__sandbox/api/roaming-token', { data: { msisdn } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { url: string }).url;
}

async function latestOtp(request: APIRequestContext, msisdn: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const body = (await (await request.get(`/__sandbox/api/inbox?msisdn=${msisdn}`)).json()) as {
      messages: { code: string; service: string }[];
    };
    code = body.messages.find((message) => message.service === 'ir_register')?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass();
  return code;
}

async function typeOtp(page: Page, code: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

/** Opens the page for a fresh number and turns roaming on with the code from the sandbox inbox. */
async function openWithRoamingOn(page: Page, locale: Locale, msisdn: string) {
  await openIn(page, locale, await roamingUrl(page.request, msisdn));
  const t = text[locale];
  await expect(page.getByRole('dialog', { name: t.otpTitle })).toBeVisible();
  await typeOtp(page, await latestOtp(page.request, msisdn));
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByRole('dialog', { name: t.otpTitle })).toBeHidden();
}

/** Step 0 → detail (looked at with `inspect`) → register → QR; returns the created transaction id. */
async function choosePackage(
  page: Page,
  locale: Locale,
  inspect?: (sheet: Locator) => Promise<void>,
): Promise<string> {
  const t = text[locale];
  await page.getByRole('button', { name: t.detail }).first().click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await inspect?.(sheet);
  const created = page.waitForResponse((response) => response.url().includes('/createTransaction'));
  await sheet.getByRole('button', { name: t.register, exact: true }).click();
  const body = (await (await created).json()) as { result: { transactionId: string } };
  await expect(page.getByTestId('roaming-qr')).toBeVisible();
  return body.result.transactionId;
}

/**
 * Pay → first suggested bank → guide (unless dismissed for good) → waiting step. A desktop opens the bank's
 * link site in a new tab (issue 24): it is returned with `keepBankTab`, otherwise closed, as a person
 * returning to the portal would leave it.
 */
async function payWithFirstBank(
  page: Page,
  locale: Locale,
  options: { tickDoNotShow?: boolean; expectGuide?: boolean; keepBankTab?: boolean } = {},
): Promise<Page | undefined> {
  const t = text[locale];
  const tabs: Page[] = [];
  const onTab = (tab: Page) => tabs.push(tab);
  page.context().on('page', onTab);
  await page.getByRole('button', { name: t.pay, exact: true }).click();
  const chooser = page.getByRole('dialog', { name: t.banks });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('listitem').first().getByRole('button').click();
  if (options.expectGuide !== false) {
    const guide = page.getByRole('dialog');
    await expect(guide.getByRole('button', { name: t.continue })).toBeVisible();
    if (options.tickDoNotShow) await guide.getByRole('checkbox', { name: t.doNotShow }).click();
    await guide.getByRole('button', { name: t.continue }).click();
  }
  await page.clock.runFor(1_000); // ROAM-105
  await expect(page.getByTestId('roaming-waiting')).toBeVisible();
  page.context().off('page', onTab);
  // The new tab's event can arrive after the waiting page shows: a test that needs the tab waits for it.
  const bankTab = tabs[0] ?? (options.keepBankTab ? await page.context().waitForEvent('page') : undefined);
  if (options.keepBankTab) return bankTab;
  await bankTab?.close();
  return undefined;
}

async function settle(page: Page, transactionId: string, status: 'paid' | 'failed' | 'processing') {
  const response = await page.request.post(`/__sandbox/api/transactions/${transactionId}`, {
    data: { status },
  });
  expect(response.ok()).toBe(true);
}

const roamingSection = (page: Page) => page.locator('section[aria-labelledby="roaming-title"]');

async function pollSetting(page: Page, name: 'interval' | 'max'): Promise<number> {
  return Number(await roamingSection(page).getAttribute(`data-poll-${name}`));
}

/**
 * Steps the page clock one polling interval at a time until the page reaches `url`. The page schedules its
 * next check only after an answer arrives, so one clock step may land before that timer exists.
 */
async function pollUntil(page: Page, url: RegExp) {
  const interval = await pollSetting(page, 'interval');
  await expect(async () => {
    await page.clock.runFor(interval);
    expect(page.url()).toMatch(url);
  }).toPass({ timeout: 20_000 });
}

test.beforeEach(async ({ page }) => {
  // Bank-app deep links answer 204, so the page stays (as it does when a real app opens).
  await page.route(/dl\.vietqr\.io|__sandbox\/operator-app/, (route) => route.fulfill({ status: 204 }));
  // A desktop opens the bank's link site in a new tab: a stand-in page, so nothing leaves the machine.
  await page
    .context()
    .route(/dl\.vietqr\.io/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Bank link site</title>' }),
    );
  await page.clock.install();
});

type Journey = (page: Page, locale: Locale, info: TestInfo) => Promise<void>;

/** Roaming off → OTP → list → filter → detail → QR → transfer paid → success page, with axe at each step. */
const paidJourney: Journey = async (page, locale, info) => {
  const t = text[locale];
  const msisdn = freshTestNumber(info);
  await openIn(page, locale, await roamingUrl(page.request, msisdn));
  await expect(page.getByRole('dialog', { name: t.otpTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  await typeOtp(page, await latestOtp(page.request, msisdn));
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByRole('dialog', { name: t.otpTitle })).toBeHidden();
  // ROAM-018: three packages until 'see more'.
  await expect(page.locator('[data-package-code]')).toHaveCount(3);
  await expectNoAxeViolations(page);
  // ROAM-026: accent-insensitive country search, then a selected country filters the list.
  await page.getByRole('searchbox', { name: t.search }).fill('thai lan');
  await expect(page.getByTestId('country-groups')).toHaveAttribute('data-query', 'thai lan');
  await page.getByTestId('country-groups').getByRole('checkbox').first().check();
  await expect(page.locator('[data-package-code]').first()).toBeVisible();
  const transactionId = await choosePackage(page, locale);
  await expectNoAxeViolations(page);
  await payWithFirstBank(page, locale);
  await expectNoAxeViolations(page);
  await settle(page, transactionId, 'paid');
  await pollUntil(page, /\/thanhtoan\/roaming\/success\?token=/);
  await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
  await expect(page.getByText(transactionId)).toBeVisible();
  await expectNoAxeViolations(page);
};

/** The same to a failed transfer: the failure page and its link back to the list. */
const failedJourney: Journey = async (page, locale, info) => {
  const t = text[locale];
  await openWithRoamingOn(page, locale, freshTestNumber(info));
  const transactionId = await choosePackage(page, locale);
  await payWithFirstBank(page, locale);
  await settle(page, transactionId, 'failed');
  await pollUntil(page, /\/thanhtoan\/roaming\/fail\?token=/);
  await expect(page.getByRole('heading', { name: t.fail })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: t.chooseAnother }).click();
  await expect(page).toHaveURL(/\/thanhtoan\/roaming\?token=/);
};

/**
 * A phone's agent at 1280 px is no real visitor: the iOS and Android journeys run at phone width only
 * (@phone: the mobile project, playwright.config.ts), the browser's own agent (OTHER) at both widths.
 * Keeps npm test within budget.
 */
const phonesOnly = (platform: 'browser' | 'ios' | 'android') =>
  platform === 'browser' ? {} : { tag: '@phone' };

// Each journey on the browser's own agent (OTHER) and with iOS and Android agents.
for (const platform of ['browser', 'ios', 'android'] as const) {
  test.describe(`roaming on ${platform}`, phonesOnly(platform), () => {
    if (platform !== 'browser') test.use({ userAgent: userAgents[platform] });
    for (const locale of locales) {
      test(`ROAM-041 ROAM-053 ROAM-063 ROAM-108 OTP, list, filter, detail, QR, paid, success (${platform}, ${locale})`, async ({
        page,
      }, info) => {
        // Five whole-page axe passes: at 25-30 s on two busy cores, too close to the default 30 s.
        test.setTimeout(60_000);
        await paidJourney(page, locale, info);
      });
      test(`ROAM-109 ROAM-121 a failed transfer leads to the failure page (${platform}, ${locale})`, async ({
        page,
      }, info) => {
        await failedJourney(page, locale, info);
      });
    }
  });
}

for (const locale of locales) {
  test(`ROAM-108 paying by scanning the QR alone (no bank app picked) reaches the success page (issue 24, ${locale})`, async ({
    page,
  }, info) => {
    const t = text[locale];
    await openWithRoamingOn(page, locale, freshTestNumber(info));
    const transactionId = await choosePackage(page, locale, async (sheet) => {
      // ROAM-037: the coverage table reads prepaid / postpaid as yes or no, never the wire's 1 (issue 24).
      await expect(sheet.getByRole('cell', { name: t.yes, exact: true }).first()).toBeVisible();
      await expect(sheet.getByRole('cell', { name: '1', exact: true })).toHaveCount(0);
    });
    await expect(page.getByTestId('roaming-waiting')).toHaveCount(0);
    await settle(page, transactionId, 'paid');
    await pollUntil(page, /\/thanhtoan\/roaming\/success\?token=/);
    await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
    await expect(page.getByText(transactionId)).toBeVisible();
  });
}

for (const locale of locales) {
  test(
    `on a phone the package list starts within the first screen and a half: the country list unfolds on demand (issue 24, ${locale})`,
    { tag: '@phone' },
    async ({ page }, info) => {
      const t = text[locale];
      await openWithRoamingOn(page, locale, freshTestNumber(info));
      const firstPackage = page.locator('[data-package-code]').first();
      await expect(firstPackage).toBeVisible();
      const top = await firstPackage.evaluate((item) => item.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan((page.viewportSize()?.height ?? 0) * 1.5);
      await expectNoAxeViolations(page);
      const countries = page.getByTestId('country-groups');
      await expect(countries).toBeHidden();
      await page.getByRole('button', { name: t.showAllCountries }).click();
      await expect(countries.getByRole('checkbox').first()).toBeVisible();
    },
  );
}

test('VAL-38 ROAM-026 ROAM-027 in English, "Thailand" finds Thái Lan and the packages that cover it, named in English (issue 24)', async ({
  page,
}, info) => {
  const t = text['en-US'];
  const loads: Promise<unknown>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/loadRoamingInfo')) loads.push(response.json());
  });
  await openWithRoamingOn(page, 'en-US', freshTestNumber(info));
  const search = page.getByRole('searchbox', { name: t.search });
  await search.fill('Thailand');
  const groups = page.getByTestId('country-groups');
  await expect(groups).toHaveAttribute('data-query', 'Thailand');
  await expect(groups.getByRole('checkbox')).toHaveCount(1);
  const thailand = groups.getByRole('checkbox', { name: 'Thailand', exact: true });
  const countryId = (await thailand.getAttribute('name'))?.replace(/^country-/, '');
  await thailand.check();
  await expect(page.getByRole('button', { name: 'Remove Thailand' })).toBeVisible();
  // The packages of the page's own data (the last load, after the OTP) that cover the country.
  const load = (await loads.at(-1)) as {
    result: { listPackage: { packageCode: string; nationalities: { id: number | string }[] }[] };
  };
  const expected = load.result.listPackage
    .filter((item) => item.nationalities.some((nationality) => String(nationality.id) === countryId))
    .map((item) => item.packageCode);
  expect(expected.length).toBeGreaterThan(0);
  await expect(page.getByText(`${expected.length} packages found`)).toBeVisible();
  // ROAM-018: beyond three packages the rest waits behind 'See more'.
  const seeMore = page.getByRole('button', { name: 'See more' });
  if ((await seeMore.count()) > 0) await seeMore.click();
  const items = page.locator('[data-package-code]');
  await expect(items).toHaveCount(expected.length);
  expect(
    (await items.evaluateAll((all) => all.map((item) => item.getAttribute('data-package-code')))).sort(),
  ).toEqual([...expected].sort());
  // ROAM-037: the coverage table names the country in English too.
  await page.getByRole('button', { name: t.detail }).first().click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('cell', { name: 'Thailand', exact: true })).toBeVisible();
  await expect(sheet.getByRole('cell', { name: 'Thái Lan', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('on a desktop, picking a bank opens its link site in a new tab; the portal stays and waits (issue 24)', async ({
  page,
}, info) => {
  await openWithRoamingOn(page, 'vi', freshTestNumber(info));
  const transactionId = await choosePackage(page, 'vi');
  const portal = page.url();
  const bankSite = await payWithFirstBank(page, 'vi', { keepBankTab: true });
  if (!bankSite) throw new Error('no new tab opened');
  await expect(bankSite).toHaveTitle('Bank link site');
  expect(await bankSite.evaluate(() => window.opener)).toBeNull();
  expect(page.url()).toBe(portal);
  await bankSite.close();
  await settle(page, transactionId, 'paid');
  await pollUntil(page, /\/thanhtoan\/roaming\/success\?token=/);
});

test('ROAM-113 ROAM-122 the maximum poll count shows the processing page; checking again follows the settled status (vi)', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const t = text.vi;
  await openWithRoamingOn(page, 'vi', freshTestNumber(info));
  const transactionId = await choosePackage(page, 'vi');
  // Up to 180 pending answers: the first comes from the sandbox, the rest repeat it without a round trip.
  let pending: string | undefined;
  await page.route('**/queryTransactionInfo', async (route) => {
    if (pending === undefined) {
      const response = await route.fetch();
      pending = await response.text();
      return route.fulfill({ response });
    }
    return route.fulfill({ body: pending, contentType: 'application/json' });
  });
  await payWithFirstBank(page, 'vi');
  const interval = await pollSetting(page, 'interval');
  const max = await pollSetting(page, 'max');
  // The page schedules its next check only after an answer arrives, so a clock step can land before that
  // timer exists: step until the page leaves (bounded), never counting on one answer per step.
  const processing = /\/thanhtoan\/roaming\/processing\?token=/;
  // A missed step costs its wait, so the wait is short and the bound generous.
  for (let step = 0; step < max * 10 && !processing.test(page.url()); step += 1) {
    const polled = page
      .waitForResponse((response) => response.url().includes('/queryTransactionInfo'), { timeout: 300 })
      .catch(() => undefined);
    await page.clock.runFor(interval);
    await polled;
  }
  await expect(page).toHaveURL(/\/thanhtoan\/roaming\/processing\?token=/);
  await expect(page.getByRole('heading', { name: t.processing })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.unroute('**/queryTransactionInfo');
  // Still pending: one status call, and the page stays.
  const reload = page.getByRole('button', { name: 'Tải lại trang' });
  let checked = page.waitForResponse((response) => response.url().includes('/queryTransactionInfo'));
  await reload.click();
  await checked;
  await expect(reload).toBeEnabled();
  await expect(page).toHaveURL(/\/thanhtoan\/roaming\/processing\?token=/);
  // Paid meanwhile: the check leads to the success page.
  await settle(page, transactionId, 'paid');
  checked = page.waitForResponse((response) => response.url().includes('/queryTransactionInfo'));
  await reload.click();
  await checked;
  await expect(page).toHaveURL(/\/thanhtoan\/roaming\/success\?token=/);
  await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
  await expect(page.getByText(transactionId)).toBeVisible();
});

test('ROAM-119 the result page without a stored result replaces the location with the roaming page (vi)', async ({
  page,
}) => {
  await openIn(page, 'vi', '/');
  await page.goto('/thanhtoan/roaming/success?token=abc');
  await expect(page).toHaveURL(/\/thanhtoan\/roaming\?token=abc$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

/**
 * The sandbox refuses a second OTP within 60 s (send_sms_nok, ERR-27), exactly as the operator does: the resend
 * after 539 therefore shows that refusal and its countdown first. Answers that the sandbox cannot produce on
 * demand (539, 551, a fresh send) are routed once each, so the journey never depends on the wall clock.
 */
test('ROAM-054 ROAM-055 ROAM-056 ROAM-044 wrong OTP codes 550, 539 and 551 (vi)', async ({ page }, info) => {
  const t = text.vi;
  const msisdn = freshTestNumber(info);
  await openIn(page, 'vi', await roamingUrl(page.request, msisdn));
  await expect(page.getByRole('dialog', { name: t.otpTitle })).toBeVisible();
  const real = await latestOtp(page.request, msisdn);
  const wrong = real === '000000' ? '111111' : '000000';
  const notice = page.getByRole('alertdialog');
  const confirmWrong = async () => {
    await typeOtp(page, wrong);
    await page.getByRole('button', { name: t.confirm }).click();
  };
  // 550 from the sandbox: message, retry allowed.
  await confirmWrong();
  await expect(notice).toContainText('không chính xác');
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: t.retry }).click();
  await expect(notice).toBeHidden();
  // 539: no retry; 'Bật chuyển vùng' asks for a new code, refused within 60 s with a countdown (ERR-27).
  await page.route(
    '**/otp_verify',
    (route) => route.fulfill({ json: { errorCode: '539', message: 'Mã OTP đã hết hiệu lực' } }),
    { times: 1 },
  );
  await confirmWrong();
  await expect(notice).toContainText('Mã OTP đã hết hiệu lực');
  await expect(notice.getByRole('button', { name: t.retry })).toHaveCount(0);
  const refusal = 'Quý khách vừa yêu cầu mã OTP, vui lòng thử lại sau 60 giây.';
  await page.route(
    '**/otp_send',
    (route) => route.fulfill({ json: { error_code: 'send_sms_nok', message: refusal } }),
    { times: 1 },
  );
  await notice.getByRole('button', { name: 'Bật chuyển vùng', exact: true }).click();
  await expect(notice).toContainText(refusal);
  await expect(notice.getByRole('button', { name: /^Bật chuyển vùng \(\d+ giây\)$/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.clock.runFor(60_000);
  await page.route('**/otp_send', (route) => route.fulfill({ json: { error_code: '0', message: 'OK' } }), {
    times: 1,
  });
  await notice.getByRole('button', { name: 'Bật chuyển vùng', exact: true }).click();
  await expect(notice).toBeHidden();
  // 551: no retry and a 300 s resend countdown.
  const tooMany = 'Quý khách đã nhập sai quá số lần cho phép';
  await page.route(
    '**/otp_verify',
    (route) => route.fulfill({ json: { errorCode: '551', message: tooMany } }),
    { times: 1 },
  );
  await confirmWrong();
  await expect(notice).toContainText(tooMany);
  await expect(notice.getByRole('button', { name: t.retry })).toHaveCount(0);
  await expect(notice.getByRole('button', { name: /^Bật chuyển vùng \((300|299) giây\)$/ })).toBeDisabled();
});

test('ROAM-078 ROAM-079 turning roaming off shows the success message, then the 403 message (vi)', async ({
  page,
}, info) => {
  const t = text.vi;
  await openWithRoamingOn(page, 'vi', freshTestNumber(info));
  await choosePackage(page, 'vi');
  await page.getByRole('button', { name: t.turnOff }).click();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('Tắt chuyển vùng dữ liệu thành công');
  await notice.getByRole('button', { name: 'Đóng' }).click();
  await page.getByRole('button', { name: t.turnOff }).click();
  await expect(notice).toContainText('chưa bật chuyển vùng');
});

test('ROAM-092 ROAM-103 ROAM-104 the guide\'s "do not show again" is remembered (vi)', async ({
  page,
}, info) => {
  await openWithRoamingOn(page, 'vi', freshTestNumber(info));
  await choosePackage(page, 'vi');
  await payWithFirstBank(page, 'vi', { tickDoNotShow: true });
  expect(await page.evaluate(() => window.localStorage.getItem('checkDisplayModal'))).toBe('true');
  await page.getByRole('button', { name: 'Xem lại mã QR' }).click();
  await payWithFirstBank(page, 'vi', { expectGuide: false });
});

for (const [platform, steps] of [
  ['ios', 8],
  ['android', 6],
] as const) {
  test.describe(`on ${platform}`, phonesOnly(platform), () => {
    test.use({ userAgent: userAgents[platform] });
    test(`ROAM-093 ROAM-096 the step guide has ${steps} steps and ends with 'Hoàn tất' (${platform})`, async ({
      page,
    }, info) => {
      await openWithRoamingOn(page, 'vi', freshTestNumber(info));
      await choosePackage(page, 'vi');
      await page.getByRole('link', { name: 'Hướng dẫn thanh toán' }).click();
      const guide = page.getByRole('dialog', { name: 'Hướng dẫn từng bước' });
      for (let step = 1; step < steps; step += 1) {
        await expect(guide).toContainText(`Bước ${step}/${steps}`);
        await guide.getByRole('button', { name: 'Tiếp theo' }).click();
      }
      await expect(guide).toContainText(`Bước ${steps}/${steps}`);
      await guide.getByRole('button', { name: 'Hoàn tất' }).click();
      await expect(guide).toBeHidden();
      await expect(
        page.getByRole('button', { name: platform === 'ios' ? 'Lưu mã QR' : 'Tải mã QR' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
