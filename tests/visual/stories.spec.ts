import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Visual baselines of every story at phone (375 px) and desktop (1280 px) width, read from the
 * built Storybook's index. A story opts out with the tag `no-visual` (e.g. animated ones).
 */
type IndexEntry = { id: string; type: 'story' | 'docs'; tags?: string[] };

const indexFile = path.resolve('storybook-static/index.json');
const entries: IndexEntry[] = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);
const stories = entries.filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));
const widths = [375, 1280] as const;

test.describe.configure({ mode: 'parallel' });

for (const story of stories) {
  // One page load per story, both widths: the second is a resize of the same rendered story.
  test(story.id, async ({ page }) => {
    await page.setViewportSize({ width: widths[0], height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(
      `http://127.0.0.1:6007/iframe.html?id=${story.id}&viewMode=story&globals=locale:vi;theme:light`,
    );
    // Wait until the story has rendered and its play function (if any) has completed.
    await page.waitForFunction(() => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
      ).__STORYBOOK_PREVIEW__;
      return ['completed', 'finished'].includes(preview?.currentRender?.phase ?? '');
    });
    await page.evaluate(() => document.fonts.ready);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page).toHaveScreenshot(`${story.id}-${width}.png`, { fullPage: true });
    }
  });
}
