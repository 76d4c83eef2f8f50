import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { viewportSize } from '../../.storybook/viewports';
import { storyErrors, watchStoryEvents, type StorySetup } from './storyEvents';

/**
 * Every story of the built Storybook, in two page loads (the budget of `npm test` grows with the
 * number of stories, so each load does all it can):
 * - Vietnamese at phone width: the play function, axe on <body>, then the baselines at 375 px and,
 *   after a resize of the same render, at 1280 px;
 * - English at desktop width: the play function and axe.
 * A story that sets a viewport (globals.viewport) runs at that size in both. Animations are
 * stopped (reduced motion) unless the story is about motion (`parameters.motion: 'allow'`).
 * A story opts out of the baselines with the tag `no-visual`.
 */
type IndexEntry = { id: string; type: 'story' | 'docs'; tags?: string[] };

const storybookUrl = process.env.E2E_STORYBOOK_URL ?? 'http://127.0.0.1:6007';
const indexFile = path.resolve('storybook-static/index.json');
const entries: IndexEntry[] = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);
const stories = entries.filter((e) => e.type === 'story');
const baselineWidths = [375, 1280] as const;
const passes = [
  { locale: 'vi', width: 375, baselines: true },
  { locale: 'en-US', width: 1280, baselines: false },
] as const;

test.describe.configure({ mode: 'parallel' });

/**
 * Opens a story and waits until it has rendered and played; returns the setup it asked for.
 * addon-a11y's own run is switched off (`a11y.manual`): the axe check below is the one that counts,
 * and it waits for Radix overlays to settle, which the addon's run does not.
 */
async function openStory(page: Page, id: string, locale: string): Promise<StorySetup> {
  const globals = `locale:${locale};theme:light;a11y.manual:!true`;
  await page.goto(`${storybookUrl}/iframe.html?id=${id}&viewMode=story&globals=${globals}`);
  await page.waitForFunction(() => (window as { __storyFinished?: boolean }).__storyFinished === true);
  return page.evaluate(() => (window as unknown as { __storySetup: StorySetup }).__storySetup);
}

async function expectNoAxeViolations(page: Page) {
  // Radix hides the rest of the page while its overlay is open; when a story has just closed one,
  // wait for that to settle before measuring.
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[data-aria-hidden="true"]') ||
        Boolean(
          document.querySelector('[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]'),
        ),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  // Body, not #storybook-root: Radix portals dialogs to <body>.
  const results = await new AxeBuilder({ page })
    .include('body')
    .exclude('.sb-wrapper')
    .exclude('#storybook-docs')
    .exclude('#storybook-highlights-root')
    .analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
    'axe violations',
  ).toEqual([]);
}

for (const story of stories) {
  test(story.id, async ({ page }) => {
    await watchStoryEvents(page);
    for (const pass of passes) {
      await page.setViewportSize({ width: pass.width, height: 800 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      let setup = await openStory(page, story.id, pass.locale);
      // The story's own viewport or motion setting is known once it has loaded: render it again with them.
      const size = viewportSize(setup.viewport);
      const mismatch = (size && size.width !== pass.width) || setup.motion === 'allow';
      if (mismatch) {
        if (size) await page.setViewportSize(size);
        if (setup.motion === 'allow') await page.emulateMedia({ reducedMotion: 'no-preference' });
        setup = await openStory(page, story.id, pass.locale);
      }
      expect(await storyErrors(page), `story errors (${pass.locale})`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.lang), 'document language').toBe(pass.locale);
      await expectNoAxeViolations(page);
      if (pass.baselines && !story.tags?.includes('no-visual')) {
        await page.evaluate(() => document.fonts.ready);
        for (const width of baselineWidths) {
          await page.setViewportSize({ width, height: 800 });
          await expect(page).toHaveScreenshot(`${story.id}-${width}.png`, { fullPage: true });
        }
      }
    }
  });
}
