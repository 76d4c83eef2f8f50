import { expect, locales, test } from '../support/fixtures';
import { openForBaseline } from '../support/baseline';
import { settleImages } from '../support/settle';

// Page baselines (per project: desktop 1280 px and mobile 375 px), compared on every run.
for (const locale of locales) {
  test(`home page looks as approved (${locale})`, async ({ page }) => {
    // The banners stand still (no autoplay with reduced motion), so every run shows the first one.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openForBaseline(page, locale);
    const main = page.getByRole('main');
    await expect(main.getByRole('tabpanel').first().getByRole('article').first()).toBeVisible();
    await expect(main.getByRole('status', { name: /./ })).toHaveCount(0);
    await settleImages(page);
    await expect(page).toHaveScreenshot(`home-${locale}.png`, {
      fullPage: true,
      // News dates: the sandbox seeds them relative to the day it runs.
      mask: [main.getByText(/ · /)],
    });
  });
}
