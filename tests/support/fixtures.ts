import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { axeViolations, type AxeContext } from './axe';

export const locales = ['vi', 'en-US'] as const;
export type Locale = (typeof locales)[number];

/** Opens the portal with the language already chosen (as a returning visitor would have it). */
export async function openIn(page: Page, locale: Locale, path = '/') {
  await page.addInitScript((language) => window.localStorage.setItem('language', language), locale);
  await page.goto(path);
}

/**
 * WCAG 2.2 AA: zero axe violations on the whole page (or the part `context` names), save the rules in
 * `except` (only where a success criterion's own exception applies, said where it is called).
 */
export async function expectNoAxeViolations(
  page: Page,
  context?: AxeContext,
  except: readonly string[] = [],
) {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
  const violations = await axeViolations(page, context === undefined ? { tags } : { tags, context });
  const kept = violations.filter((line) => !except.some((rule) => line.startsWith(`${rule}:`)));
  expect(kept, 'axe violations').toEqual([]);
}

/**
 * Fails the test on any console error or uncaught page error; after each test, puts back the context state
 * that Playwright's reuse of a worker's browser context leaves as the test set it (playwright.config.ts).
 */
export const test = base.extend<{ consoleErrors: string[]; reusedContextReset: void }>({
  reusedContextReset: [
    async ({ context }, use) => {
      await use();
      await context.clearPermissions();
      await context.setGeolocation(null);
      await context.setOffline(false);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

let freshCounter = 0;
/**
 * A number no other test uses (the sandbox provisions unknown numbers on first sign-in): a
 * prefix, a hash of the test's id and worker (a retry runs in a new worker, so it gets a new
 * number), and a counter within this worker.
 */
export function freshNumber(
  testInfo: Pick<TestInfo, 'testId' | 'workerIndex'>,
  prefix: string,
  counterDigits = 1,
): string {
  freshCounter += 1;
  let hash = 0;
  for (const char of `${testInfo.testId}#${testInfo.workerIndex}`)
    hash = (hash * 31 + char.charCodeAt(0)) % 100_000;
  return `${prefix}${String(hash).padStart(5, '0')}${String(freshCounter % 10 ** counterDigits).padStart(counterDigits, '0')}`;
}
