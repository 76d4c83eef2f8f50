import { expect, locales, openIn, test } from '../support/fixtures';

// Page baselines (per project: desktop 1280 px and mobile 375 px), compared on every run.
for (const locale of locales) {
  test(`home page looks as approved (${locale})`, async ({ page }) => {
    await openIn(page, locale);
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`home-${locale}.png`, { fullPage: true });
  });
}
