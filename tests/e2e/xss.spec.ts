import type { Page, TestInfo } from '@playwright/test';
import { expect, freshNumber, openIn, test } from '../support/fixtures';
import { seedPassword, signInByApi } from '../support/sandbox';

/**
 * Issue 23, XSS: with the sandbox's XSS switch on for this browser only (a cookie, local use only:
 * apps/sandbox/src/http/xss-seed.ts), every text field of every answer carries a payload of the OWASP XSS
 * Filter Evasion Cheat Sheet and every link a `javascript:` address. Each page that shows server data is
 * visited: no payload runs (`window.__xssHit` is never called, no dialog opens) and none is live in the
 * DOM (no event-handler attribute, no script, frame or object from data, no `javascript:` address). The
 * payloads must be on the page as text, or the check proves nothing. Every page also runs under the CSP,
 * whose violations are console errors the fixture fails on.
 */

const goldMember = '0911223344';

interface XssPage {
  path: string;
  signedIn?: 'own' | string;
  /** Opens what shows more server text (an answer of the FAQ). */
  reveal?: (page: Page) => Promise<void>;
}

const pages: readonly XssPage[] = [
  { path: '/' },
  { path: '/dich-vu/goi-cuoc-di-dong' },
  { path: '/dich-vu/goi-cuoc-di-dong/D30' },
  { path: '/dich-vu/home-internet/FIBER300/lap-dat' },
  { path: '/tinh-nang/tin-tuc?tab=all' },
  { path: '/tinh-nang/tin-tuc?tab=3&id=5302' },
  { path: '/tim-kiem/D30' },
  { path: '/app' },
  // Issue 21: the callback form's answer in the Thông báo modal; a short link whose mapping is a payload.
  {
    path: '/tttb?msisdn=0912345678',
    reveal: async (page) => {
      await page.getByRole('button', { name: 'Gửi', exact: true }).click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
  { path: '/s?a=KM50', signedIn: 'own' },
  {
    path: '/tinh-nang/hoi-dap',
    reveal: async (page) => {
      await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
    },
  },
  { path: '/tinh-nang/gui-yeu-cau', signedIn: 'own' },
  { path: '/tinh-nang/yeu-cau-da-gui', signedIn: 'own' },
  // Issue 19: the registered name of the owner check and the latest request's status.
  { path: '/ekyc', signedIn: 'own' },
  // Issue 19: the payment code's customer name (a seeded postpaid subscriber with a month due).
  { path: '/tinh-nang/thanh-toan-dich-vu', signedIn: '0913456789' },
  // Issue 17: package names of the linked accounts; device names of the gateway.
  // Issue 17: the account overview and the personal information show the operator's names and papers.
  { path: '/tai-khoan', signedIn: '0912345678' },
  { path: '/tai-khoan/thong-tin-ca-nhan', signedIn: '0912345678' },
  { path: '/tai-khoan/dich-vu-lien-ket', signedIn: '0943234567' },
  { path: '/tai-khoan/dich-vu-lien-ket/hcm_fiber_0101/wifi', signedIn: '0943234567' },
  { path: '/', signedIn: 'own' },
  { path: '/vinaphone-plus', signedIn: goldMember },
  { path: '/vinaphone-plus/point-history', signedIn: goldMember },
  { path: '/vinaphone-plus/point-service', signedIn: goldMember },
  { path: '/vinaphone-plus/membership-benefits', signedIn: goldMember },
];

/** Elements and attributes through which a payload would run. */
function livePayloads(): string[] {
  const found: string[] = [];
  const addressAttributes = ['href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'xlink:href'];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (['iframe', 'object', 'embed'].includes(tag)) found.push(`<${tag}>`);
    // The one inline script of the portal is the head's gate (issue 22), allowed by its CSP hash.
    const isGate = element.id === 'first-screen-gate' && element.parentElement === document.head;
    if (
      tag === 'script' &&
      ((!element.hasAttribute('src') && !isGate) || element.textContent?.includes('__xssHit'))
    )
      found.push('<script> without src');
    for (const attribute of Array.from(element.attributes)) {
      const { name, value } = attribute;
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (addressAttributes.includes(name) && /^\s*(java|vb)script:|__xssHit/i.test(value.replace(/\s/g, '')))
        found.push(`${tag}[${name}=${value}]`);
      if (name === 'style' && /javascript:|expression\(/i.test(value)) found.push(`${tag}[style=${value}]`);
    }
  }
  return found;
}

async function signIn(page: Page, who: string, info: TestInfo) {
  if (who === 'own') await signInByApi(page, freshNumber(info, '0389', 1));
  else await signInByApi(page, who, { password: seedPassword });
}

// What is rendered from server data is the same at every width: one width (@one-width, playwright.config.ts)
// keeps npm test in its budget.
test.describe('XSS: payloads in every server text run nothing (issue 23)', { tag: '@one-width' }, () => {
  for (const entry of pages) {
    const who = entry.signedIn === undefined ? 'guest' : entry.signedIn === 'own' ? 'signed in' : 'member';
    test(`${entry.path} (${who}) runs no payload`, async ({ page, context, consoleErrors }, info) => {
      const hits: unknown[] = [];
      const seeded: string[] = [];
      page.on('response', (response) => {
        if (!new URL(response.url()).pathname.startsWith('/api/')) return;
        void response
          .text()
          .then((body) => (body.includes('__xssHit') ? seeded.push(response.url()) : undefined))
          .catch(() => undefined);
      });
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as { __cspViolations?: string[] }).__cspViolations = violations;
        document.addEventListener('securitypolicyviolation', (event) => {
          // Issue 47 item 8: the report-only Trusted Types policy reports every string React writes to
          // innerHTML (SafeHtml's sanitised output); it blocks nothing, so only enforced violations count here.
          if (event.disposition === 'report') return;
          violations.push(`${event.violatedDirective} ${event.sourceFile.replace(/-[\w-]+\.js$/, '')}`);
        });
      });
      await page.exposeFunction('__xssHit', (id: unknown) => void hits.push(id));
      page.on('dialog', (dialog) => {
        hits.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      expect((await page.request.get('/__sandbox/xss-seed')).ok()).toBe(true);
      expect((await context.cookies()).some((cookie) => cookie.name === 'sandbox_xss')).toBe(true);
      if (entry.signedIn !== undefined) await signIn(page, entry.signedIn, info);
      await openIn(page, 'vi', entry.path);
      await page.waitForLoadState('networkidle');
      if (entry.reveal) {
        await entry.reveal(page);
        await page.waitForLoadState('networkidle');
      }
      // The payloads reached the page (HTML fields may show none of them: the sanitiser drops them whole).
      await expect.poll(() => seeded.length).toBeGreaterThan(0);
      expect(await page.evaluate(livePayloads)).toEqual([]);
      expect(hits).toEqual([]);
      // Known finding (docs/decisions/hardening.md): while the ui sanitiser (SafeHtml, DOMPurify) works on a
      // payload with an event handler, the browser reports an inline handler that the CSP blocks. Nothing
      // runs, the output is clean; any other violation still fails the test.
      const violations = await page.evaluate(
        () => (window as { __cspViolations?: string[] }).__cspViolations ?? [],
      );
      expect(violations.filter((line) => !/^script-src-attr \S*\/assets\/SafeHtml$/.test(line))).toEqual([]);
      const blockedHandler = /^Executing inline event handler violates the following Content Security Policy/;
      if (violations.length > 0)
        consoleErrors.splice(
          0,
          consoleErrors.length,
          ...consoleErrors.filter((line) => !blockedHandler.test(line)),
        );
    });
  }
});
