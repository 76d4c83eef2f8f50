import { drawsInWebFont } from '../support/baseline';
import { expect, test } from '../support/fixtures';

/** The web font's four files, one a weight (packages/ui/src/themes/webFont.css), as the build names them. */
const webFontFiles = /\/assets\/be-vietnam-pro-\d00-[\w-]+\.woff2$/;

/**
 * Issue 22: the web font is `font-display: optional` and preloaded. A page draws in it when the files are
 * there by its first paint; when they come later (a slow link), the page stays in the metric-matched fallback
 * rather than being drawn again, so the font never moves or relays out what is on the screen.
 */
test('issue 22 a font that comes after the first paint leaves the page in the fallback, unmoved, and the next load draws in it (vi)', async ({
  page,
}) => {
  let releaseFonts = () => {};
  const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
  await page.route(webFontFiles, async (route) => {
    await fontsHeld;
    await route.continue();
  });
  // Not `load`: the held preloads keep the load event back.
  await page.goto('/version', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // Two frames: the heading has been painted, in the fallback.
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
  const boxBefore = await heading.boundingBox();

  releaseFonts();
  expect(await drawsInWebFont(page)).toBe(false);
  expect(await heading.boundingBox()).toEqual(boxBefore);

  await page.unroute(webFontFiles);
  await page.reload();
  expect(await drawsInWebFont(page)).toBe(true);
});
