import type { Page, Request } from '@playwright/test';
import { expect, type Locale } from './fixtures';

/**
 * Issue 44: what the portal shows when a page fails, in each language (the portal's own catalogues:
 * not-found/locales, locales/*.json errors.pageTitle, roaming/locales missingToken, the ui's auth tabs).
 */
const texts = {
  vi: {
    notFound: 'Không tìm thấy trang',
    errorBoundary: 'Đã có lỗi xảy ra',
    missingToken: 'Đường dẫn thiếu mã truy cập',
    signInTabs: 'Đăng nhập hoặc đăng ký',
  },
  'en-US': {
    notFound: 'Page not found',
    errorBoundary: 'Something went wrong',
    missingToken: 'The link has no access code',
    signInTabs: 'Sign in or register',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A page's calls to the portal's API: those still running, and the failures and console errors since the last check. */
interface PageWatch {
  running: Set<Request>;
  failures: string[];
}

const watches = new WeakMap<Page, PageWatch>();

const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
const shortUrl = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/**
 * Starts watching a page (once per page; later calls return the same watch): its API calls, so a check knows
 * when the page has settled, and every failed call, console error and uncaught error, so a check can name the
 * address that caused it. A read that fails may be retried a second later (lib/queryClient.ts), so its failure
 * is seen here before the page shows it.
 */
function watchPage(page: Page): PageWatch {
  const known = watches.get(page);
  if (known) return known;
  const watch: PageWatch = { running: new Set(), failures: [] };
  page.on('request', (request) => {
    if (isApiCall(request)) watch.running.add(request);
  });
  page.on('response', (response) => {
    if (isApiCall(response.request()) && response.status() >= 400)
      watch.failures.push(`a failed call: ${shortUrl(response.url())} answered ${response.status()}`);
  });
  page.on('requestfinished', (request) => watch.running.delete(request));
  page.on('requestfailed', (request) => {
    if (!watch.running.delete(request)) return;
    // A call the next visit cut short is not the page's failure.
    const reason = request.failure()?.errorText ?? '';
    if (!reason.includes('ERR_ABORTED'))
      watch.failures.push(`a failed call: ${shortUrl(request.url())} (${reason})`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') watch.failures.push(`a console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => watch.failures.push(`an uncaught error: ${error.message}`));
  watches.set(page, watch);
  return watch;
}

/** Opens a portal address with the page watched from its first call (see `expectNoErrorState`). */
export async function visit(page: Page, href: string) {
  const watch = watchPage(page);
  watch.running.clear();
  watch.failures.length = 0;
  // Not waiting for the load event (images, fonts): the check waits for what it needs.
  await page.goto(href, { waitUntil: 'domcontentloaded' });
}

/** True when no API call runs and none starts over two frames (a read that waits for another starts in between). */
async function settled(page: Page, watch: PageWatch): Promise<boolean> {
  if (watch.running.size > 0) return false;
  const loading = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            // The shell's loading bar (DOM-21): shown while any call of the portal runs.
            resolve(document.querySelector('[role="progressbar"][aria-busy="true"]') !== null),
          ),
        ),
      ),
  );
  return !loading && watch.running.size === 0;
}

/**
 * Issue 44: fails when the page a link led to is in any error state, not only the not-found page: the
 * not-found page; the roaming page's missing access token; the route error boundary; any visible
 * `role="alert"` with text (LoadFailure, a page's own failure panel, a form's refusal); a notice
 * (`alertdialog`) or a toast that opened by itself (the visit did nothing a reader asked for, so either is
 * news of a failure); a failed API call, a console error or an uncaught error while the page loaded; and a
 * sign-in wall where the page promised content.
 *
 * Which routes are members-only is the route table's to say, with no list here to drift from it: the wall
 * (`section[aria-labelledby="signed-in-only-title"]`, lib/SignedInOnly.tsx) is the layout that
 * `signedInRoutes` (lib/guard.ts) puts over the members' routes and nowhere else. So a guest may meet that
 * wall, and the sign-in dialog it opens, on a members' route; a signed-in member may meet neither anywhere;
 * and the sign-in dialog opening by itself on a page without the wall (a public page asking a guest to sign
 * in before showing anything) fails for everyone.
 *
 * The page is first given time to settle, by events rather than sleeps: its heading is rendered by the portal
 * (not the prerendered copy), and no API call runs. Open it with `visit` so its calls are watched from the start.
 * With `soft`, the error states found are a soft failure (the test goes on to its next address).
 */
export async function expectNoErrorState(
  page: Page,
  locale: Locale,
  { href, signedIn, soft = false }: { href: string; signedIn: boolean; soft?: boolean },
) {
  const t = texts[locale];
  const watch = watchPage(page);
  await expect(page.locator('#root h1').first(), `${href}: the page shows a heading`).toBeAttached();
  await expect(page.locator('#prerendered'), `${href}: the portal took over`).toHaveCount(0);
  await expect
    .poll(() => settled(page, watch), { message: `${href}: the page's calls end`, intervals: [50, 100, 250] })
    .toBe(true);
  const shown = await page.evaluate((t) => {
    const found: string[] = [];
    const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const visible = (element: Element) => element.checkVisibility();
    const headings = [...document.querySelectorAll('#root h1')].map(textOf);
    if (headings.includes(t.notFound)) found.push('the not-found page');
    if (headings.includes(t.errorBoundary)) found.push('the error boundary');
    for (const alert of document.querySelectorAll('[role="alert"]')) {
      const text = textOf(alert);
      if (!visible(alert) || text === '') continue;
      found.push(text.includes(t.missingToken) ? `the missing-token page: ${text}` : `an alert: ${text}`);
    }
    for (const notice of document.querySelectorAll('[role="alertdialog"]'))
      if (visible(notice)) found.push(`a notice: ${textOf(notice)}`);
    // The ui's toasts (Radix Toast: an open list item of the toast viewport).
    for (const toast of document.querySelectorAll('li[data-swipe-direction][data-state="open"]'))
      found.push(`a toast: ${textOf(toast)}`);
    const wall = document.querySelector('section[aria-labelledby="signed-in-only-title"]') !== null;
    const signInDialog = [...document.querySelectorAll('[role="dialog"]')].some(
      (dialog) => dialog.querySelector(`[role="tablist"][aria-label="${t.signInTabs}"]`) !== null,
    );
    return { found, wall, signInDialog };
  }, t);
  const found = [...shown.found, ...watch.failures.splice(0)];
  if (shown.wall && signedIn) found.push('the sign-in wall, for a signed-in member');
  if (shown.signInDialog && (signedIn || !shown.wall))
    found.push(`the sign-in dialog, opened by itself on ${signedIn ? 'a member' : 'a public page'}`);
  // `soft`: a walk of many addresses reports every one in an error state, not only the first.
  (soft ? expect.soft : expect)(
    found,
    `${href} (${signedIn ? 'signed in' : 'guest'}, ${locale}) shows no error state`,
  ).toEqual([]);
}
