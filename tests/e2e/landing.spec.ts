import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, locales, openIn, test, type Locale } from '../support/fixtures';
import { layoutShift, watchLayoutShifts } from '../support/layoutShift';

/**
 * Issue 21: the landing pages (LAND-12 … LAND-53, LAND-69). Every route of §2.1 (but the three
 * subscriber-information paths, tested with their form) and the landing group render their campaign,
 * signed out, in each language; the voucher tabs switch, a carousel steps by keyboard, the TV button
 * sticks, and the buttons into the app carry the right target for the device.
 */

/** Each landing path and its h1, as the campaign tables write it (apps/portal/src/features/landing/campaigns). */
const headings: Record<string, Record<Locale, string>> = {
  '/sieuvoucher50': {
    vi: 'Siêu voucher 50% khi thanh toán qua ứng dụng',
    'en-US': 'A 50% super voucher when you pay in the app',
  },
  '/sieuvoucher50t8': {
    vi: 'Siêu voucher 50% khi thanh toán qua ứng dụng',
    'en-US': 'A 50% super voucher when you pay in the app',
  },
  '/khuyen-mai/hoan-tien-15': {
    vi: 'Hoàn tiền 15% khi mua gói cước qua ứng dụng',
    'en-US': '15% cashback when you buy a package in the app',
  },
  '/cashback-50': {
    vi: 'Hoàn tiền 50% gói data và gói combo',
    'en-US': '50% cashback on data and combo packages',
  },
  '/khuyen-mai/hoan-tien-50-di-dong': {
    vi: 'Hoàn tiền 50% gói cước di động',
    'en-US': '50% cashback on mobile packages',
  },
  '/mytv-landingpage': { vi: 'Truyền hình MyTV trên mọi màn hình', 'en-US': 'MyTV on every screen' },
  '/vnplus': {
    vi: 'VinaPhone Plus đã về ứng dụng chính',
    'en-US': 'VinaPhone Plus now lives in the main app',
  },
  // §2.1 /Banmoi{product}: the sandbox build's product id is 'vnpt'.
  '/Banmoivnpt': { vi: 'Bạn mới nhận 300 điểm', 'en-US': 'New here? Get 300 points' },
  '/Bancuquaylai': { vi: 'Chào bạn quay lại, tặng 300 điểm', 'en-US': 'Welcome back: 300 points for you' },
  '/mght2024': { vi: 'Mời bạn bè dùng ứng dụng 2024', 'en-US': 'Invite your friends to the app, 2024' },
  '/uudai50': { vi: 'Ưu đãi 50% trên ứng dụng', 'en-US': '50% offers in the app' },
  '/ads': { vi: 'Quản lý thuê bao dễ dàng trên ứng dụng', 'en-US': 'Manage your number easily in the app' },
  '/ins': {
    vi: 'Bạn đến từ mạng xã hội? Ưu đãi đang chờ',
    'en-US': 'Here from social media? Offers are waiting',
  },
  '/khuyen-mai': { vi: 'Chương trình khuyến mãi', 'en-US': 'Promotions' },
};

const texts = {
  vi: {
    useTab: 'Sử dụng voucher',
    earnTab: 'Thanh toán nhận voucher',
    dot: (index: number) => `Tới trang ${index}`,
    register: 'Đăng ký ngay',
    topUp: 'Nạp tiền ngay',
    payBill: 'Thanh toán cước',
    rules: 'Xem thể lệ',
    buy: 'Mua gói cước',
    access: 'Truy cập',
    backToTop: 'Lên đầu trang',
    support: 'Liên hệ hỗ trợ',
  },
  'en-US': {
    useTab: 'Use the voucher',
    earnTab: 'Pay and get a voucher',
    dot: (index: number) => `Go to slide ${index}`,
    register: 'Register now',
    topUp: 'Top up now',
    payBill: 'Pay your bill',
    rules: 'See the rules',
    buy: 'Buy a package',
    access: 'Access',
    backToTop: 'Back to top',
    support: 'Contact support',
  },
} as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

for (const locale of locales) {
  test(`LAND-69 every landing route renders its campaign, signed out, in ${locale}`, async ({ page }) => {
    await openIn(page, locale, '/khuyen-mai');
    for (const [path, names] of Object.entries(headings)) {
      await page.goto(path);
      await expect(heading(page, names[locale])).toBeVisible();
      // The hero's art keeps its box from its attributes (no shift while it loads).
      if (path !== '/khuyen-mai')
        await expect(page.locator('main img').first()).toHaveAttribute('height', '400');
    }
    await expectNoAxeViolations(page);
  });

  test(`LAND-12 LAND-13 LAND-19 LAND-39 the voucher tabs, a carousel by keyboard and the sticky TV button in ${locale}`, async ({
    page,
  }) => {
    const t = texts[locale];
    // Carousels rotate by themselves unless motion is reduced: the keyboard is the only mover here.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openIn(page, locale, '/sieuvoucher50t8');
    const useTab = page.getByRole('tab', { name: t.useTab });
    await useTab.click();
    await expect(useTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(5);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: t.earnTab })).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(6);
    await expectNoAxeViolations(page);

    await page.goto('/cashback-50');
    const first = page.getByRole('button', { name: t.dot(1), exact: true });
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: t.dot(2), exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectNoAxeViolations(page);

    await page.goto('/mytv-landingpage');
    // The portal's own page, not the prerendered copy it replaces (hidden in English, so nothing to scroll yet).
    await expect(page.locator('#prerendered')).toHaveCount(0);
    const slot = page.locator('[data-stuck]');
    await expect(slot).toHaveAttribute('data-stuck', 'false');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(slot).toHaveAttribute('data-stuck', 'true');
    const register = page.getByRole('link', { name: t.register });
    await expect(register).toBeInViewport();
    await expect(register).toHaveAttribute('href', '/__sandbox/operator-app?screen=registerNow');
    // The floating buttons rise above the stuck bar instead of covering it (on a phone they did).
    const bar = page.locator('[data-bottom-bar]');
    for (const name of [t.backToTop, t.support]) {
      const button = page.getByRole('button', { name, exact: true });
      const above = async () => {
        const [box, barBox] = [await button.boundingBox(), await bar.boundingBox()];
        return box !== null && barBox !== null && box.y + box.height <= barBox.y;
      };
      await expect.poll(above, { message: name }).toBe(true);
    }
  });
}

test('LAND-19 LAND-24 a landing page does not shift as its carousel, art and QR arrive (CLS ≤ 0.01)', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  await openIn(page, 'vi', '/khuyen-mai/hoan-tien-15');
  await expect(page.getByRole('img', { name: 'Mã QR tải ứng dụng' })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.vi.dot(2), exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
});

test('LAND-69 issue 22 a landing page paints its campaign from its HTML, before any script, and the portal then takes it over (vi)', async ({
  page,
  consoleErrors,
}) => {
  const name = 'Siêu voucher 50% khi thanh toán qua ứng dụng';
  // The HTML as served holds the first screen (the build's prerender).
  const served = await (await page.request.get('/sieuvoucher50')).text();
  expect(served).toContain(name);
  // With every script refused, the page still shows its heading, styled, in place.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/sieuvoucher50');
  const prerendered = page.locator('#prerendered');
  await expect(prerendered.locator('h1')).toHaveText(name);
  await expect(prerendered.locator('h1')).toBeVisible();
  expect(await prerendered.locator('h1').evaluate((h1) => getComputedStyle(h1).fontWeight)).not.toBe('400');
  // The refused scripts are the only errors the browser logged.
  expect(consoleErrors.every((line) => /Failed to load resource/.test(line))).toBe(true);
  consoleErrors.length = 0;
  // With scripts, the portal renders the page and the prerendered copy is gone: one heading, no twin ids.
  await page.unrouteAll();
  await page.goto('/sieuvoucher50');
  await expect(heading(page, name)).toBeVisible();
  await expect(prerendered).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

const userAgents = {
  iOS: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  Android:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
} as const;

async function pageAs(browser: Browser, page: Page, userAgent: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
    userAgent,
  });
  return context.newPage();
}

test('LAND-14 LAND-15 LAND-21 LAND-22 LAND-43 LAND-44 the buttons into the app carry the target of the device', async ({
  browser,
  page,
}) => {
  const t = texts.vi;
  await openIn(page, 'vi', '/sieuvoucher50');
  await expect(page.getByRole('link', { name: t.topUp })).toHaveAttribute(
    'href',
    '/__sandbox/operator-app?screen=TOPUP_MONEY',
  );
  await expect(page.getByRole('link', { name: t.payBill })).toHaveAttribute(
    'href',
    '/__sandbox/operator-app?screen=TELECOM_BILL',
  );
  await page.goto('/khuyen-mai/hoan-tien-15');
  await expect(page.getByRole('link', { name: t.rules })).toHaveAttribute(
    'href',
    '/__sandbox/operator-app?screen=NEWS_DETAIL&id=5144',
  );
  await expect(page.getByRole('link', { name: t.buy })).toHaveAttribute(
    'href',
    '/__sandbox/operator-app?screen=PACKAGE_LIST&type=1&category=6',
  );

  // LAND-43, LAND-44: the sandbox is neither production nor staging, so the device decides.
  for (const [device, userAgent] of Object.entries(userAgents)) {
    const visitor = await pageAs(browser, page, userAgent);
    await openIn(visitor, 'vi', '/vnplus');
    await expect(visitor.getByRole('link', { name: t.access }), device).toHaveAttribute(
      'href',
      device === 'desktop' ? '/app' : '/__sandbox/operator-app?screen=VNPPLUS',
    );
    await visitor.context().close();
  }
});
