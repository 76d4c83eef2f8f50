import type { Page } from '@playwright/test';

/** Lazy images (below the fold, later slides) load too, and fonts are in: a full-page baseline is the same on every run. */
export async function settleImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
      ),
    );
    await document.fonts.ready;
  });
}
