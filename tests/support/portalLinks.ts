import type { Locator, Page } from '@playwright/test';
import { expect, type Locale } from './fixtures';

/** The shell's own texts (packages/ui/src/features/Shell/locales.ts). */
export const shellTexts = {
  vi: {
    mainNav: 'Điều hướng chính',
    openMenu: 'Mở menu',
    customerType: 'Đối tượng khách hàng',
    greeting: /^Xin chào, /,
    signedInAs: /^Tài khoản đã đăng nhập/,
  },
  'en-US': {
    mainNav: 'Main navigation',
    openMenu: 'Open menu',
    customerType: 'Customer type',
    greeting: /^Hello, /,
    signedInAs: /^Signed in as/,
  },
} as const satisfies Record<Locale, Record<string, string | RegExp>>;

export interface FoundLink {
  href: string;
  newTab: boolean;
}

export const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 991;

/** The addresses of every link inside a part of the page, shown or not (a later banner slide, a closed tab). */
export async function hrefsIn(scope: Locator): Promise<FoundLink[]> {
  return scope.locator('a[href]').evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href') ?? '',
      newTab: link.getAttribute('target') === '_blank',
    })),
  );
}

/** Opens a menu with its trigger, gathers its links and closes it again. */
async function menuLinks(page: Page, trigger: Locator, menu: Locator): Promise<FoundLink[]> {
  await trigger.click();
  await expect(menu).toBeVisible();
  const found = await hrefsIn(menu);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  return found;
}

/**
 * Every link of the header: its menus at 1280 px (each opened in turn) or the Menu dialog on phones, the
 * account menu when signed in, and the utility bar (the personal / enterprise switch and the contacts).
 */
export async function headerLinks(page: Page, locale: Locale, signedIn: boolean): Promise<FoundLink[]> {
  const t = shellTexts[locale];
  const found: FoundLink[] = [];
  if (isDesktop(page)) {
    const nav = page.getByRole('navigation', { name: t.mainNav }).first();
    found.push(...(await hrefsIn(nav)));
    const triggers = nav.getByRole('button');
    for (let index = 0; index < (await triggers.count()); index += 1)
      found.push(...(await menuLinks(page, triggers.nth(index), page.getByRole('menu'))));
    if (signedIn)
      found.push(
        ...(await menuLinks(page, page.getByRole('button', { name: t.greeting }), page.getByRole('menu'))),
      );
  } else {
    found.push(
      ...(await menuLinks(
        page,
        page.getByRole('button', { name: t.openMenu }),
        page.getByRole('dialog', { name: 'Menu' }),
      )),
    );
    if (signedIn)
      found.push(
        ...(await menuLinks(page, page.getByRole('button', { name: t.signedInAs }), page.getByRole('menu'))),
      );
  }
  found.push(...(await hrefsIn(page.getByRole('navigation', { name: t.customerType }))));
  return found;
}

/** Every link of the shell as the page shows it: the header's (`headerLinks`) and the footer's. */
export async function shellLinks(page: Page, locale: Locale, signedIn: boolean): Promise<FoundLink[]> {
  return [...(await headerLinks(page, locale, signedIn)), ...(await hrefsIn(page.getByRole('contentinfo')))];
}
