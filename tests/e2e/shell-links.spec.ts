import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, freshNumber, openIn, test, type Locale } from '../support/fixtures';
import { linksAwaitingTheirPage } from '../support/awaitingPages';
import { signInByApi } from '../support/sandbox';

// The one list of shell links still waiting for their page (tests/support/awaitingPages.ts), skipped below.
export { linksAwaitingTheirPage };

const notFound: Record<Locale, string> = { vi: 'Không tìm thấy trang', 'en-US': 'Page not found' };
const texts = {
  vi: {
    mainNav: 'Điều hướng chính',
    openMenu: 'Mở menu',
    greeting: /^Xin chào, /,
    signedInAs: /^Tài khoản đã đăng nhập/,
  },
  'en-US': {
    mainNav: 'Main navigation',
    openMenu: 'Open menu',
    greeting: /^Hello, /,
    signedInAs: /^Signed in as/,
  },
} as const;

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 991;

/**
 * A number of this test's own: the sandbox allows one sign-in code per number a minute and five in
 * 15 minutes, so tests never share one. A new number signs in as 'Khách hàng' (the sandbox's name).
 */
const ownNumber = (info: TestInfo) => freshNumber(info, info.project.name === 'mobile' ? '0824' : '0823', 1);

/** The addresses of the links inside a part of the page. */
async function hrefsIn(scope: Locator): Promise<{ href: string; newTab: boolean }[]> {
  return scope.getByRole('link').evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href') ?? '',
      newTab: link.getAttribute('target') === '_blank',
    })),
  );
}

/** Opens each header menu in turn (the Menu dialog on phones) and gathers its links. */
async function headerLinks(page: Page, locale: Locale, signedIn: boolean) {
  const t = texts[locale];
  const found: { href: string; newTab: boolean }[] = [];
  if (isDesktop(page)) {
    const nav = page.getByRole('navigation', { name: t.mainNav }).first();
    found.push(...(await hrefsIn(nav)));
    const triggers = nav.getByRole('button');
    for (let index = 0; index < (await triggers.count()); index += 1) {
      await triggers.nth(index).click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      found.push(...(await hrefsIn(menu)));
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
    }
    if (signedIn) {
      await page.getByRole('button', { name: t.greeting }).click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      found.push(...(await hrefsIn(menu)));
      await page.keyboard.press('Escape');
    }
  } else {
    await page.getByRole('button', { name: t.openMenu }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    found.push(...(await hrefsIn(dialog)));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    if (signedIn) {
      await page.getByRole('button', { name: t.signedInAs }).click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      found.push(...(await hrefsIn(menu)));
      await page.keyboard.press('Escape');
    }
  }
  // The utility bar: the personal / enterprise switch and the contacts.
  found.push(
    ...(await hrefsIn(
      page.getByRole('navigation', { name: locale === 'vi' ? 'Đối tượng khách hàng' : 'Customer type' }),
    )),
  );
  return found;
}

/** Every link of the header menus, the account menu and the footer, as the page shows them. */
async function shellLinks(page: Page, locale: Locale, signedIn: boolean) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const all = [
    ...(await headerLinks(page, locale, signedIn)),
    ...(await hrefsIn(page.getByRole('contentinfo'))),
  ];
  const origin = new URL(page.url()).origin;
  const portal = new Map<string, boolean>();
  for (const { href, newTab } of all) {
    if (/^(tel|mailto):/.test(href)) continue;
    const url = new URL(href, origin);
    if (url.origin !== origin) continue;
    portal.set(url.pathname + url.search, newTab);
  }
  return portal;
}

async function expectAPage(page: Page, locale: Locale, href: string) {
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: notFound[locale] }), href).toHaveCount(0);
}

// The addresses are the same in both languages, so each role is walked once: a guest in English (at 1280 px,
// the header's menus) and a signed-in subscriber in Vietnamese (at 375 px, the menu dialog).
for (const { locale, signedIn } of [
  { locale: 'en-US', signedIn: false },
  { locale: 'vi', signedIn: true },
] as const) {
  const who = signedIn ? 'signed in' : 'a guest';
  test(`SHELL-006 SHELL-009 SHELL-081 GEN-11 every shell link of ${who} leads to a page, in ${locale}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    if (signedIn) await signInByApi(page, ownNumber(testInfo));
    await openIn(page, locale, '/tinh-nang');
    const links = await shellLinks(page, locale, signedIn);
    expect(links.size).toBeGreaterThan(3);
    for (const [href, newTab] of links) {
      if (linksAwaitingTheirPage.includes(new URL(href, page.url()).pathname)) continue;
      if (newTab) {
        // A page outside the portal (the enterprise portal, the payment site): it must answer.
        expect((await page.request.get(href)).status(), href).toBeLessThan(400);
        continue;
      }
      await expectAPage(page, locale, href);
    }
  });
}

test('SHELL-081 the account menu opens only the portal’s own pages', async ({ page }, testInfo) => {
  await signInByApi(page, ownNumber(testInfo));
  await openIn(page, 'vi', '/tinh-nang');
  if (isDesktop(page)) await page.getByRole('button', { name: texts.vi.greeting }).click();
  else await page.getByRole('button', { name: texts.vi.signedInAs }).click();
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
