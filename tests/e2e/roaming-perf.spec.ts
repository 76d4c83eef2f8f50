/**
 * Issue 9 performance budget: typing in the roaming country search with 200 countries and 5,000 packages
 * stays under 100 ms per keystroke at 4× CPU slowdown. The big data is fed with page.route on the roaming
 * load call. Each keystroke's latency is the browser's own Event Timing duration of that interaction
 * (input delay + handlers + the next paint, as INP counts it; under 16 ms it is not reported and counts as 16).
 * The time until the deferred country list shows the text is printed too.
 */
import type { Page } from '@playwright/test';
import { expect, openIn, test } from '../support/fixtures';
import { feedRoaming, wireCountries, wirePackage } from './roaming-data';

const COUNTRY_COUNT = 200;
const PACKAGE_COUNT = 5_000;
const BUDGET_MS = 100;
const QUERY = 'thai lan 20';

const countries = wireCountries(COUNTRY_COUNT);
const packages = Array.from({ length: PACKAGE_COUNT }, (_, index) => wirePackage(index, COUNTRY_COUNT));

/**
 * From the last keydown: `echo`, the frame after the box shows the typed text, and `results`, the frame
 * after the country groups show it (the list renders deferred, so typing is never held up by it).
 */
function timeKeystroke(page: Page, expected: string): Promise<{ echo: number; results: number }> {
  return page.evaluate(
    (query) =>
      new Promise<{ echo: number; results: number }>((resolve) => {
        const start = (window as unknown as { lastKeyAt: number }).lastKeyAt;
        const afterFrame = (then: (at: number) => void) =>
          requestAnimationFrame(() => setTimeout(() => then(performance.now() - start)));
        const box = document.querySelector<HTMLInputElement>('input[type="search"]');
        const waitFor = (ready: () => boolean, then: (at: number) => void) => {
          const check = () => (ready() ? afterFrame(then) : requestAnimationFrame(check));
          check();
        };
        waitFor(
          () => box?.value === query,
          (echo) =>
            waitFor(
              () =>
                document.querySelector('[data-testid="country-groups"]')?.getAttribute('data-query') ===
                query,
              (results) => resolve({ echo, results }),
            ),
        );
      }),
    expected,
  );
}

test('ROAM-026 country search stays under 100 ms per keystroke with 200 countries and 5,000 packages at 4x CPU slowdown', async ({
  page,
}, info) => {
  await feedRoaming(page, { irCheckActive: 1, countries, packages });
  await openIn(page, 'vi', '/thanhtoan/roaming?token=perf');
  const search = page.getByRole('searchbox', { name: 'Tìm quốc gia' });
  await expect(search).toBeVisible();
  // Phones fold the country groups until asked for (issue 24): unfold them, so only the search is timed.
  const showAll = page.getByRole('button', { name: /^Xem tất cả \d+ quốc gia$/ });
  if (await showAll.isVisible()) await showAll.click();
  await expect(page.getByTestId('country-groups').getByRole('checkbox')).toHaveCount(COUNTRY_COUNT);
  await page.evaluate(() => {
    const host = window as unknown as { lastKeyAt: number; interactions: Map<number, number> };
    host.interactions = new Map();
    document.addEventListener('keydown', () => (host.lastKeyAt = performance.now()), true);
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (entry.interactionId)
          host.interactions.set(
            entry.interactionId,
            Math.max(host.interactions.get(entry.interactionId) ?? 0, entry.duration),
          );
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  await search.focus();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const echoes: number[] = [];
  const timings: number[] = [];
  for (let length = 1; length <= QUERY.length; length += 1) {
    await page.keyboard.type(QUERY.charAt(length - 1));
    const { echo, results } = await timeKeystroke(page, QUERY.slice(0, length));
    echoes.push(echo);
    timings.push(results);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The last interaction is reported after its paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  const reported = await page.evaluate(() => [
    ...(window as unknown as { interactions: Map<number, number> }).interactions.values(),
  ]);
  // One interaction per keystroke; those the browser left out took under 16 ms.
  const latencies = [...reported, ...Array<number>(Math.max(0, QUERY.length - reported.length)).fill(16)];
  const worst = Math.max(...latencies);
  const mean = latencies.reduce((sum, value) => sum + value, 0) / latencies.length;
  const list = (values: number[]) => values.map((ms) => ms.toFixed(1)).join(', ');
  const report = [
    `country search at 4x CPU slowdown (${info.project.name}), ms per keystroke (Event Timing): ${list(latencies)}; mean ${mean.toFixed(1)}, worst ${worst.toFixed(1)}`,
    `  measured from the page, until the box shows the character: ${list(echoes)}; until the list shows it: ${list(timings)}`,
  ].join('\n');
  console.log(report);
  await info.attach('keystroke-timings', { body: report, contentType: 'text/plain' });
  await expect(page.getByTestId('country-groups').getByRole('checkbox')).toHaveCount(1); // 'Thái Lan 20' only
  expect(worst, report).toBeLessThan(BUDGET_MS);
});
