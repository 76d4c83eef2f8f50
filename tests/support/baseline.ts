import type { Page } from '@playwright/test';
import { fontWeight } from '../../packages/ui/src/themes/tokens';
import { openIn, type Locale } from './fixtures';

/**
 * Every weight of the theme draws in the web font, not in its local fallback. The faces are `font-display:
 * optional` (packages/ui/src/themes/webFont.css): a page that painted text before a font file came keeps the
 * fallback for that weight as long as it lives, which a busy machine can cause even on a local server.
 */
export function drawsInWebFont(page: Page): Promise<boolean> {
  return page.evaluate(async (weights) => {
    await document.fonts.ready;
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    const width = (font: string) => {
      context.font = font;
      return context.measureText('Việt Nam đồng 0123').width;
    };
    // The same family list resolves to the fallback when the web font's face is in its failure period.
    return weights.every(
      (weight) =>
        width(`${weight} 32px "Be Vietnam Pro", "Be Vietnam Pro Fallback"`) !==
        width(`${weight} 32px "Be Vietnam Pro Fallback"`),
    );
  }, Object.values(fontWeight));
}

/**
 * Makes sure the page draws in the web font, as a baseline or a comparison of two loads needs: a page that
 * painted before its fonts came is loaded again, the files then coming from the cache (at most twice; then
 * the test fails and says why).
 */
export async function ensureWebFont(page: Page) {
  for (let reloads = 0; !(await drawsInWebFont(page)); reloads += 1) {
    if (reloads === 2) throw new Error(`${page.url()} kept drawing in the fallback font after two reloads`);
    await page.reload();
  }
}

/** openIn for a page baseline, which is drawn in the web font. */
export async function openForBaseline(page: Page, locale: Locale, path = '/') {
  await openIn(page, locale, path);
  await ensureWebFont(page);
}
