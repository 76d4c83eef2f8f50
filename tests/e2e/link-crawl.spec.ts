import type { Page } from '@playwright/test';
import { linksAwaitingTheirPage } from '../support/awaitingPages';
import { expectNoErrorState, visit } from '../support/errorStates';
import { expect, openIn, test, type Locale } from '../support/fixtures';
import { hrefsIn, shellLinks, type FoundLink } from '../support/portalLinks';
import { signInMemberThroughDialog } from '../support/sandbox';

/**
 * Issue 44: every link a reader is shown on the home, in the header's menus, the account menu, the footer and
 * /tinh-nang opens a page in no error state (tests/support/errorStates.ts: not only the not-found page, but
 * a missing token, the error boundary, an alert, a failed call, a sign-in wall off the members' routes).
 * Walked as a guest and as a signed-in loyalty member, each address once per walk.
 *
 * The languages follow the project's rule (playwright.config.ts): a title naming en-US runs at 1280 px, one
 * naming vi at 375 px. So the four walks cover both languages, both roles and both widths, and with them both
 * forms of the header (the desktop menus, the phone's Menu dialog), which the links are gathered from.
 */

/** A tier-3 loyalty member of the seed (apps/sandbox/src/seed/subscribers.ts), family owner: every menu has links. */
const member = '0914567890';

/** The links the walk follows, by address (path and query), from where a reader meets them. */
async function linksToFollow(page: Page, locale: Locale, signedIn: boolean) {
  const found: FoundLink[] = [];
  await visit(page, '/');
  await expectNoErrorState(page, locale, { href: '/', signedIn });
  found.push(...(await hrefsIn(page.getByRole('main'))), ...(await shellLinks(page, locale, signedIn)));
  await visit(page, '/tinh-nang');
  await expectNoErrorState(page, locale, { href: '/tinh-nang', signedIn });
  found.push(...(await hrefsIn(page.getByRole('main'))));

  const origin = new URL(page.url()).origin;
  const portal = new Set<string>(['/', '/tinh-nang']);
  const outside = new Set<string>();
  for (const { href, newTab } of found) {
    if (href.startsWith('#') || /^(tel|mailto):/.test(href)) continue;
    const url = new URL(href, origin);
    expect(['http:', 'https:'], `${href}: a link of the web`).toContain(url.protocol);
    if (linksAwaitingTheirPage.includes(url.pathname)) continue;
    // A page outside the portal (the enterprise portal, the payment site) opens in a new tab: it must answer.
    if (newTab || url.origin !== origin) outside.add(url.href);
    else portal.add(url.pathname + url.search);
  }
  return { portal, outside };
}

for (const { locale, signedIn } of [
  { locale: 'en-US', signedIn: false },
  { locale: 'vi', signedIn: false },
  { locale: 'en-US', signedIn: true },
  { locale: 'vi', signedIn: true },
] as const) {
  const who = signedIn ? 'a signed-in member' : 'a guest';
  const rows = signedIn ? 'SHELL-006 SHELL-081 GEN-11' : 'SHELL-006 GEN-11';
  test(`issue 44 ${rows} every link of the home, the shell and /tinh-nang opens a page in no error state, for ${who}, in ${locale}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openIn(page, locale, '/tinh-nang');
    if (signedIn) await signInMemberThroughDialog(page, locale, member);
    const { portal, outside } = await linksToFollow(page, locale, signedIn);
    expect(portal.size, 'portal addresses').toBeGreaterThan(30);
    for (const href of outside)
      expect((await page.request.get(href)).status(), `${href} answers`).toBeLessThan(400);
    for (const href of portal) {
      if (href === '/' || href === '/tinh-nang') continue;
      await visit(page, href);
      await expectNoErrorState(page, locale, { href, signedIn, soft: true });
    }
    test.info().annotations.push({
      type: 'crawl',
      description: `${portal.size} portal addresses, ${outside.size} outside`,
    });
  });
}

/** What the check says of a page it refuses ('' when it finds no error state there). */
async function refusal(page: Page, locale: Locale, href: string, signedIn = false): Promise<string> {
  await visit(page, href);
  try {
    await expectNoErrorState(page, locale, { href, signedIn });
    return '';
  } catch (error) {
    return String(error);
  }
}

// The walk above passes only because the pages are right: the check it makes fails on each kind of error state.
// One width is enough (@one-width, playwright.config.ts): the check reads the page, not its layout.
test(
  'issue 44 the error-state check refuses the not-found page, a missing token, a failed read, the error boundary and a sign-in wall',
  { tag: '@one-width' },
  async ({ page, consoleErrors }) => {
    await openIn(page, 'vi', '/');
    expect(await refusal(page, 'vi', '/khong-co-trang-nay')).toContain('the not-found page');
    // The address the seeded roaming banner had (issue 44): the roaming page opens only with its token.
    expect(await refusal(page, 'vi', '/thanhtoan/roaming')).toContain(
      'the missing-token page: Đường dẫn thiếu mã truy cập.',
    );
    // A read that fails: the failed call is named before the page shows its failure (its retry waits a second).
    await page.route('**/api/mobile/help_get_faq', (route) => route.fulfill({ status: 500, body: '' }));
    expect(await refusal(page, 'vi', '/tinh-nang/hoi-dap')).toContain(
      'a failed call: /api/mobile/help_get_faq answered 500',
    );
    // A page whose code cannot load: the route's error boundary.
    await page.route('**/assets/ContentRoute-*.js', (route) => route.abort());
    expect(await refusal(page, 'vi', '/tinh-nang/dieu-khoan-su-dung')).toContain('the error boundary');
    await page.unrouteAll();
    // The guard's wall: a guest may meet it on a members' route, a signed-in member nowhere.
    expect(await refusal(page, 'vi', '/tai-khoan')).toBe('');
    expect(await refusal(page, 'vi', '/tai-khoan', true)).toContain(
      'the sign-in wall, for a signed-in member',
    );
    // The console errors of the failed call and the missing chunk were the point here.
    consoleErrors.length = 0;
  },
);
