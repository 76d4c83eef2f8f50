import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, locales, openIn, test, type Locale } from '../support/fixtures';
import { seedPassword, signInByApi } from '../support/sandbox';

const texts = {
  vi: {
    title: 'Chào mừng đến Cổng tự phục vụ',
    banners: 'Ưu đãi nổi bật',
    quick: 'Bạn muốn làm gì?',
    packages: 'Gói cước nổi bật',
    news: 'Tin tức mới',
    allNews: 'Xem tất cả tin tức',
    loyalty: 'VinaPhone Plus: tích điểm, đổi quà',
    roaming: 'Chuyển vùng quốc tế: mua gói data trước khi đi',
    app: 'Ứng dụng My VinaPhone',
    summary: 'Tài khoản của bạn',
    signInInvite: 'Xem tài khoản của bạn',
    payBill: /Thanh toán cước/,
    roamingShortcut: /Chuyển vùng quốc tế/,
    previous: 'Trang trước',
    next: 'Trang sau',
    pause: 'Tạm dừng trình chiếu',
    play: 'Tiếp tục trình chiếu',
    goTo: (index: number) => `Tới trang ${index}`,
    member: {
      greeting: 'Xin chào, Lê Hoàng Cường',
      balance: '342.500đ',
      data: '25,0 GB',
      dataLeft: 'còn 83%',
      tier: 'Hạng 3',
      points: '12.600 điểm',
    },
    notMember: 'Chưa là hội viên',
  },
  'en-US': {
    title: 'Welcome to the self-care portal',
    banners: 'Featured offers',
    quick: 'What would you like to do?',
    packages: 'Featured packages',
    news: 'Latest news',
    allNews: 'See all news',
    loyalty: 'VinaPhone Plus: earn points, get rewards',
    roaming: 'International roaming: buy data before you travel',
    app: 'The My VinaPhone app',
    summary: 'Your account',
    signInInvite: 'See your account',
    payBill: /Pay a bill/,
    roamingShortcut: /International roaming/,
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    goTo: (index: number) => `Go to slide ${index}`,
    member: {
      greeting: 'Hello, Lê Hoàng Cường',
      balance: '342,500đ',
      data: '25.0 GB',
      dataLeft: '83% left',
      tier: 'Tier 3',
      points: '12,600 points',
    },
    notMember: 'Not a member yet',
  },
} as const;

/**
 * Seeded accounts (apps/sandbox/src/seed/subscribers.ts): a tier-3 member and a non-member. Several
 * tests sign them in, so by password: their OTP sends are limited per number (issue 23).
 */
const member = '0914567890';
const nonMember = '0919998877';

/**
 * Sums the page's layout shifts not caused by input (the CLS of the visit so far), from a
 * PerformanceObserver installed before the page's own scripts.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __cls: number };
    state.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** Stops the page's clock about now: `pauseAt` wants a time still ahead when the page receives it. */
async function pauseClock(page: Page) {
  for (let ahead = 50; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (!String(error).includes('past') || ahead > 5_000) throw error;
    }
  }
}

const bannerCarousel = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: texts[locale].banners });

for (const locale of locales) {
  const t = texts[locale];

  test(`SHELL-002 a guest's home in ${locale}: banners, shortcuts, packages, roaming, loyalty, news, app; no axe violations`, async ({
    page,
  }) => {
    await openIn(page, locale);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const banners = bannerCarousel(page, locale);
    await expect(banners.getByRole('img').first()).toBeVisible();
    for (const heading of [t.quick, t.packages, t.news, t.loyalty, t.roaming, t.app, t.signInInvite])
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    // Featured packages of the first group, each with its register action.
    await expect(page.getByRole('heading', { name: t.packages })).toBeVisible();
    await expect(page.getByRole('tabpanel').first().getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: t.allNews })).toHaveAttribute(
      'href',
      '/tinh-nang/tin-tuc?tab=all',
    );
    await expectNoAxeViolations(page);
  });

  test(`SHELL-101 a guest's bill payment shortcut asks to sign in first, in ${locale}`, async ({ page }) => {
    await openIn(page, locale);
    await page.getByRole('main').getByRole('button', { name: t.payBill }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
  });

  test(`the roaming shortcut jumps to the explanation on the home, in ${locale}`, async ({ page }) => {
    await openIn(page, locale);
    // A banner may name roaming too: the shortcut is the link to the section.
    const shortcut = page.getByRole('main').locator('a[href="#chuyen-vung-quoc-te"]');
    await expect(shortcut).toHaveAccessibleName(t.roamingShortcut);
    await shortcut.click();
    await expect(page).toHaveURL(/#chuyen-vung-quoc-te$/);
    await expect(page.getByRole('heading', { name: t.roaming })).toBeInViewport();
  });

  test(`SHELL-118 every banner carousel control works by keyboard, in ${locale}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openIn(page, locale);
    const banners = bannerCarousel(page, locale);
    const current = (index: number) =>
      expect(banners.getByRole('button', { name: t.goTo(index) })).toHaveAttribute('aria-current', 'true');
    const focused = (name: string) => expect(banners.getByRole('button', { name })).toBeFocused();
    // Pause and play (WCAG 2.2.2); focus inside already holds the slideshow still.
    await banners.getByRole('button', { name: t.pause }).focus();
    await page.keyboard.press('Enter');
    await focused(t.play);
    await page.keyboard.press('Tab');
    await focused(t.previous);
    await page.keyboard.press('Tab');
    await focused(t.goTo(1));
    await page.keyboard.press('Enter');
    await current(1);
    // Previous from the first banner wraps to the last.
    await page.keyboard.press('Shift+Tab');
    await focused(t.previous);
    await page.keyboard.press('Enter');
    const count = await banners.getByRole('button', { name: /^(Tới trang|Go to slide) / }).count();
    await current(count);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await focused(t.goTo(2));
    await page.keyboard.press('Space');
    await current(2);
    await banners.getByRole('button', { name: t.next }).focus();
    await page.keyboard.press('Enter');
    await current(3);
    // The arrow keys move the banners while focus is inside the carousel.
    await page.keyboard.press('ArrowLeft');
    await current(2);
    await page.keyboard.press('ArrowRight');
    await current(3);
    // Play again: the button says so.
    await banners.getByRole('button', { name: t.play }).focus();
    await page.keyboard.press('Enter');
    await focused(t.pause);
  });

  test(`a signed-in member's home shows name, balance, data and tier from the sandbox, in ${locale}`, async ({
    page,
  }) => {
    await signInByApi(page, member, { password: seedPassword });
    await openIn(page, locale);
    const summary = page.getByRole('region', { name: t.summary });
    await expect(summary.getByRole('heading', { name: t.member.greeting })).toBeVisible();
    await expect(summary.getByText(t.member.balance)).toBeVisible();
    await expect(summary.getByText(t.member.data)).toBeVisible();
    // CONST-54: 25,600 of 30,720 MB left.
    await expect(summary.getByText(t.member.dataLeft)).toBeVisible();
    await expect(summary.getByRole('link', { name: t.member.tier })).toHaveAttribute(
      'href',
      '/vinaphone-plus',
    );
    await expect(summary.getByText(t.member.points)).toBeVisible();
    // The summary comes first, above the banners.
    const summaryBox = await summary.boundingBox();
    const bannerBox = await bannerCarousel(page, locale).boundingBox();
    expect(summaryBox?.y ?? 0).toBeLessThan(bannerBox?.y ?? 0);
    await expectNoAxeViolations(page);
  });

  test(`ROLE-10 a non-member's summary says so, in ${locale}`, async ({ page }) => {
    await signInByApi(page, nonMember, { password: seedPassword });
    await openIn(page, locale);
    await expect(page.getByRole('region', { name: t.summary }).getByText(t.notMember)).toBeVisible();
  });
}

test('SHELL-002 the home does not shift as it loads (CLS ≤ 0.01), signed in', async ({ page }) => {
  await watchLayoutShifts(page);
  await signInByApi(page, member, { password: seedPassword });
  await openIn(page, 'vi');
  await expect(
    page.getByRole('region', { name: texts.vi.summary }).getByText(texts.vi.member.balance),
  ).toBeVisible();
  await expect(bannerCarousel(page, 'vi').getByRole('img').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
});

test('SHELL-002 the home does not shift as it loads (CLS ≤ 0.01), guest', async ({ page }) => {
  await watchLayoutShifts(page);
  await openIn(page, 'en-US');
  await expect(bannerCarousel(page, 'en-US').getByRole('img').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
});

// Every link of the home leads to a page in no error state: tests/e2e/link-crawl.spec.ts (issue 44).

test.describe('on the page clock', () => {
  // A context of its own (Playwright reuses a context only for equal options; downloads play no part here):
  // the clock's scripts stay in a reused context after the test, and a later journey of this worker once met an
  // uncaught "reading 'controller'" from them.
  test.use({ acceptDownloads: false });

  test('CONST-05 the banners step by themselves every 5000 ms, and hold still while a pointer is over them', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await openIn(page, 'vi');
    const banners = bannerCarousel(page, 'vi');
    await expect(banners.getByRole('img').first()).toBeVisible();
    // From here the page's time moves only when the test moves it. Whether the carousel has started yet or still
    // waits for its first step (issue 22: it starts when first needed), a step is due within 5000 ms; a first step
    // that starts the carousel takes a frame or two more (startInTurn), hence the windows of 5100 ms.
    await pauseClock(page);
    const stepWindow = 5_100;
    const dots = banners.getByRole('button', { name: /^Tới trang \d+$/ });
    const total = await dots.count();
    expect(total).toBeGreaterThan(1);
    const shown = async () => {
      const current = banners.locator('button[aria-current="true"]');
      await expect(current).toHaveCount(1);
      return Number(/\d+/.exec((await current.getAttribute('aria-label')) ?? '')?.[0]);
    };
    const after = (slide: number) => (slide % total) + 1;
    let slide = await shown();
    for (let step = 0; step < 2; step++) {
      await page.clock.runFor(stepWindow);
      await expect.poll(shown).toBe(after(slide));
      slide = after(slide);
    }
    await banners.hover({ position: { x: 24, y: 24 } });
    await page.clock.runFor(12_000);
    await expect.poll(shown).toBe(slide);
    await page.getByRole('heading', { name: texts.vi.quick }).hover();
    await page.clock.runFor(stepWindow);
    await expect.poll(shown).toBe(after(slide));
  });
});

test('CONST-05 with reduced motion the banners stay still: no autoplay, no pause button', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openIn(page, 'vi');
  const banners = bannerCarousel(page, 'vi');
  await expect(banners.getByRole('button', { name: texts.vi.next })).toBeVisible();
  await expect(banners.getByRole('button', { name: texts.vi.pause })).toHaveCount(0);
});

test('the language choice persists across a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: texts.vi.title })).toBeAttached();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts['en-US'].title })).toBeAttached();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: texts['en-US'].title })).toBeAttached();
});

for (const locale of locales)
  test(`SHELL-040 unknown paths show the not-found page in ${locale}`, async ({ page }) => {
    await openIn(page, locale, '/khong-co-trang-nay');
    await expect(
      page.getByRole('link', { name: locale === 'vi' ? 'Về trang chủ' : 'Back to home' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

test('the sandbox answers through the portal origin', async ({ request }) => {
  const response = await request.get('/__sandbox/health');
  expect(response.ok()).toBe(true);
});
