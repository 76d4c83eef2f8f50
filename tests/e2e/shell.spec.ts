import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, locales, openIn, test } from '../support/fixtures';

const isDesktop = (width: number | undefined) => (width ?? 0) >= 991;

/** Makes the page tall and scrolls 600 px down, past the sticky header and download box thresholds. */
async function makeTallAndScroll(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.getElementById('main')?.append(spacer);
    window.scrollTo(0, 600);
  });
}

test.describe('shell', () => {
  test('SHELL-089 the language switch persists across a reload', async ({ page }) => {
    await page.goto('/version');
    await expect(page.getByRole('heading', { level: 1, name: 'Phiên bản' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Version' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Version' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('SHELL-090 VAL-26 the search goes to /tim-kiem with + for spaces and %', async ({ page }) => {
    await openIn(page, 'vi', '/version');
    await page.getByRole('button', { name: 'Mở ô tìm kiếm' }).click();
    const field = page.getByRole('searchbox', { name: 'Tìm kiếm' });
    await field.fill('   ');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/version$/);
    await field.fill('goi 50%');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/tim-kiem\/goi\+50\+$/);
  });

  for (const locale of locales) {
    test(`SRCH-04 searched text with '/', '#' and '?' arrives whole, in ${locale}`, async ({ page }) => {
      await openIn(page, locale, '/version');
      const label = locale === 'vi' ? 'Tìm kiếm' : 'Search';
      for (const typed of ['GB/ngày', 'a#b', 'a?b']) {
        await page.getByRole('button', { name: locale === 'vi' ? 'Mở ô tìm kiếm' : 'Open search' }).click();
        const field = page.getByRole('searchbox', { name: label });
        await field.fill(typed);
        await field.press('Enter');
        await expect(page.getByRole('heading', { level: 1 })).toContainText(`“${typed}”`);
        expect(new URL(page.url()).hash).toBe('');
        expect(new URL(page.url()).search).toBe('');
      }
      await expect(page).toHaveURL(/\/tim-kiem\/a%3Fb$/);
    });
  }

  test('SHELL-101 a guest asking for top-up is offered sign-in, and cancel keeps them here', async ({
    page,
  }) => {
    await openIn(page, 'vi', '/version');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Nạp tiền' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Đăng nhập' });
    await expect(
      confirm.getByText('Vui lòng đăng nhập bằng thuê bao VinaPhone để sử dụng tính năng này'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Huỷ' }).click();
    await expect(confirm).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Nạp tiền' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
  });

  // Issue 19: by default (VITE_PAYMENT_PAGES=portal) the shortcut is the portal's own page; the external
  // site a deployment may choose instead is unit-tested (features/shell/ExternalPaymentRoute.test.tsx).
  test('SHELL-044 ACC-49 a shortcut path opens the portal’s own payment page', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('mobile', '84912345678');
      localStorage.setItem('session', 'unused');
      localStorage.setItem('authorized', 'true');
    });
    await page.route('**/api/mobile/core_customer_get_info', (route) =>
      route.fulfill({ json: { error_code: '0', result: {} } }),
    );
    await page.route('**/api/mobile/*_ttc_list_billcode', (route) =>
      route.fulfill({ json: { error_code: '0', message: '', result: [] } }),
    );
    await openIn(page, 'vi', '/version');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Thanh toán dịch vụ' }).click();
    await expect(page).toHaveURL(/\/tinh-nang\/thanh-toan-dich-vu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thanh toán cước' })).toBeVisible();
  });

  test('SHELL-103 SHELL-104 SHELL-106 SHELL-107 sticky header, back-to-top and the download box', async ({
    page,
  }) => {
    await openIn(page, 'vi', '/khong-co-trang-nay');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveAttribute('data-sticky', 'false');
    await expect(page.getByRole('button', { name: 'Lên đầu trang' })).toHaveCount(0);
    await makeTallAndScroll(page);
    await expect(page.getByRole('banner')).toHaveAttribute('data-sticky', 'true');
    const box = page.getByRole('complementary', { name: 'Tải ứng dụng My VinaPhone' });
    await expect(box).toBeVisible();
    await box.getByRole('button', { name: 'Đóng hộp tải ứng dụng' }).click();
    await expect(box).toHaveCount(0);
    await page.getByRole('button', { name: 'Lên đầu trang' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.reload();
    await makeTallAndScroll(page);
    await expect(page.getByRole('button', { name: 'Lên đầu trang' })).toBeVisible();
    await expect(box).toHaveCount(0);
  });

  for (const locale of locales) {
    test(`SHELL-106 the download box in ${locale} never covers the bottom of the page`, async ({ page }) => {
      const vi = locale === 'vi';
      await openIn(page, locale, '/khong-co-trang-nay');
      await makeTallAndScroll(page);
      const box = page.getByRole('complementary', {
        name: vi ? 'Tải ứng dụng My VinaPhone' : 'Get the My VinaPhone app',
      });
      await expect(box).toBeVisible();
      // Whether the footer is half in view or the page is at its end, the box rests above the footer
      // (WCAG 2.5.8: it never lies over a footer link, axe found one 1 px under it).
      const footer = page.getByRole('contentinfo');
      for (const scroll of ['half', 'end'] as const) {
        await page.evaluate((at) => {
          const top = document.querySelector('footer')!.getBoundingClientRect().top + window.scrollY;
          window.scrollTo(0, at === 'end' ? document.documentElement.scrollHeight : top - innerHeight / 2);
        }, scroll);
        await expect(box).toBeVisible();
        const [over, below] = [await box.boundingBox(), await footer.boundingBox()];
        expect(over && below && over.y + over.height <= below.y, scroll).toBe(true);
      }
      // The last link of the page is reachable: nothing lies over it (Playwright checks the hit target).
      await footer.getByRole('link').last().click({ trial: true });
    });
  }

  // The catalogue (the stuck header, the floating buttons, the download box), a landing page (its bar) and the
  // home (its carousels).
  for (const path of ['/dich-vu', '/sieuvoucher50', '/']) {
    test(`WCAG 2.4.11 no control that takes focus on ${path} is hidden under what floats over the page`, async ({
      page,
    }) => {
      await openIn(page, 'vi', path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Liên hệ hỗ trợ' })).toBeVisible();
      // The focused control's middle, if something else is drawn over it there (its own content and its
      // containers aside: a link inside a heading).
      const coveredFocus = () =>
        page.evaluate(() => {
          const focused = document.activeElement;
          if (!(focused instanceof HTMLElement) || focused === document.body) return null;
          const box = focused.getBoundingClientRect();
          // A region taller than half the screen cannot be shown whole: the middle of its part on the screen.
          const y =
            box.height > innerHeight / 2
              ? (Math.max(box.top, 0) + Math.min(box.bottom, innerHeight)) / 2
              : box.top + box.height / 2;
          const top = document.elementFromPoint(box.left + box.width / 2, y);
          if (top === null || focused.contains(top) || top.contains(focused)) return null;
          const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
          return `${focused.tagName} "${name}" under ${top.tagName} "${(top.textContent ?? '').trim().slice(0, 40)}"`;
        });
      const covered = new Set<string>();
      // Forward from the top (a control met at the bottom edge), then back from the end (met at the top edge).
      for (const key of ['Tab', 'Shift+Tab']) {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        if (key === 'Shift+Tab') await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        for (let step = 0; step < 45; step += 1) {
          await page.keyboard.press(key);
          // Two frames: what the scroll brings on (the download box appears past 500 px) has rendered.
          await page.evaluate(
            () => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))),
          );
          const hidden = await coveredFocus();
          if (hidden) covered.add(hidden);
        }
      }
      expect([...covered]).toEqual([]);
    });
  }

  test('SHELL-110 the menu lives in a dialog below 991 px and in the header above', async ({ page }) => {
    await openIn(page, 'vi', '/version');
    if (isDesktop(page.viewportSize()?.width)) {
      await page
        .getByRole('navigation', { name: 'Điều hướng chính' })
        .getByRole('button', { name: 'Gói cước' })
        .click();
      await expect(page.getByRole('menuitem', { name: 'Gói cước di động' })).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'Mở menu' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Gói cước di động' }),
      ).toBeVisible();
    }
  });

  test('SHELL-075 a guest choosing member info gets the sign-in dialog', async ({ page }) => {
    await openIn(page, 'vi', '/version');
    if (isDesktop(page.viewportSize()?.width)) {
      await page.getByRole('button', { name: 'VinaPhone Plus' }).click();
      await page.getByRole('menuitem', { name: 'Thông tin hội viên' }).click();
    } else {
      await page.getByRole('button', { name: 'Mở menu' }).click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Thông tin hội viên' })
        .click();
    }
    await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
  });

  for (const locale of locales) {
    test(`axe: the shell with the version page in ${locale}`, async ({ page }) => {
      await openIn(page, locale, '/version');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
