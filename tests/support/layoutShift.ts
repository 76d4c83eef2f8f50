import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts not caused by input (the CLS of the visit so far), from a
 * PerformanceObserver installed before the page's own scripts. Call before the page opens.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
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

/** The layout shift summed since the page opened. */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);
