import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openIn, test } from '../support/fixtures';
import { ensureWebFont } from '../support/baseline';
import { seedPassword, signInByApi } from '../support/sandbox';

/**
 * Issue 22: the home and the service catalogue are prerendered by the build with the API's data (the
 * sandbox's, scripts/prerender.mjs), like the landing pages (landing.spec.ts, LAND-69). A guest in Vietnamese
 * sees their first screen before any script; the portal's render then takes its place without moving it.
 */
const pages = [
  { path: '/', served: 'Hoàn tiền 50% gói data', heading: 'Bạn muốn làm gì?' },
  { path: '/dich-vu', served: 'Gói cước di động', heading: 'Gói cước di động' },
] as const;

/** Where the main landmarks of the first screen are: its headings and images, in document order. */
const firstScreenBoxes = (page: Page, within: string) =>
  page.locator(`${within} main :is(h1, h2, img)`).evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.top < window.innerHeight && box.width > 0)
      .map((box) => [box.left, box.top, box.width, box.height].map(Math.round)),
  );

/** Refuses every script file: the page is what its HTML and stylesheets paint. */
const withoutScripts = (page: Page) => page.route(/\.js$/, (route) => route.abort());

/** Only the refused scripts may have logged errors; then the log starts again for the rest of the test. */
function onlyRefusedScripts(consoleErrors: string[]) {
  expect(consoleErrors.every((line) => /Failed to load resource/.test(line))).toBe(true);
  consoleErrors.length = 0;
}

for (const { path, served, heading } of pages) {
  test(`issue 22 SHELL-002 ${path} paints its first screen from its HTML, and the portal takes it over in place (vi)`, async ({
    page,
    consoleErrors,
  }) => {
    expect(await (await page.request.get(path)).text()).toContain(served);
    await withoutScripts(page);
    await openIn(page, 'vi', path);
    // Both loads in the web font, so the boxes compare the markup, not which font each load drew in.
    await ensureWebFont(page);
    const prerendered = page.locator('#prerendered');
    await expect(prerendered.getByText(heading, { exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const painted = await firstScreenBoxes(page, '#prerendered');
    expect(painted.length).toBeGreaterThan(1);
    onlyRefusedScripts(consoleErrors);

    await page.unrouteAll();
    await page.goto(path);
    await ensureWebFont(page);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    await expect(prerendered).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    // The same headings and images at the same places: nothing moves when the copy gives way.
    expect(await firstScreenBoxes(page, '#root')).toEqual(painted);
    await expectNoAxeViolations(page);
  });
}

test('issue 22 a signed-in subscriber never sees the guest copy of the home, in vi', async ({
  page,
  consoleErrors,
}) => {
  await signInByApi(page, '0914567890', { password: seedPassword });
  await withoutScripts(page);
  await openIn(page, 'vi');
  // The copy is in the HTML, hidden by the head's gate: the subscriber waits for their own home instead.
  await expect(page.locator('#prerendered')).toHaveCount(1);
  await expect(page.locator('#prerendered')).toBeHidden();
  expect(await page.locator('html').getAttribute('data-first-screen')).toBe('own');
  onlyRefusedScripts(consoleErrors);
});

test('issue 22 a reader who chose English never sees the Vietnamese copy of the home, in en-US', async ({
  page,
  consoleErrors,
}) => {
  await withoutScripts(page);
  await openIn(page, 'en-US');
  await expect(page.locator('#prerendered')).toHaveCount(1);
  await expect(page.locator('#prerendered')).toBeHidden();
  onlyRefusedScripts(consoleErrors);
  await page.unrouteAll();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'What would you like to do?' })).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
});
