import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { viewportSize } from '../../.storybook/viewports';
import { axeViolations } from '../support/axe';
import { showStory, storyErrors, storySetup, waitForStory, watchStoryEvents } from './storyEvents';

/**
 * Every story of the built Storybook, checked in two previews per worker:
 * - Vietnamese at phone width: the play function, axe on <body>, then the baselines at 375 px and,
 *   after a resize of the same render, at 1280 px;
 * - English at desktop width: the play function and axe.
 * Each preview loads once per worker and then switches stories as the Storybook UI does (the budget
 * of `npm test` grows with the number of stories, and parsing the preview's bundle for every story
 * was most of it). A failed test ends its worker, so the next story starts in fresh previews.
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
type Locale = (typeof passes)[number]['locale'];

/** A worker's previews, one per language; `loaded` is false until the first story opened it. */
type Preview = { page: Page; loaded: boolean };

const test = base.extend<object, { previews: Record<Locale, Preview> }>({
  previews: [
    async ({ browser }, use) => {
      const open = async (): Promise<Preview> => {
        const page = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
        await watchStoryEvents(page);
        return { page, loaded: false };
      };
      const previews = { vi: await open(), 'en-US': await open() };
      await use(previews);
      for (const { page } of Object.values(previews)) await page.context().close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

/**
 * Shows a story in the preview and waits until it has rendered and played. The first story of a
 * preview loads the page with the language as a global (addon-a11y's own run is switched off with
 * `a11y.manual`: the axe check below is the one that counts, and it waits for Radix overlays to
 * settle, which the addon's run does not); later ones switch in place.
 */
async function openStory(preview: Preview, id: string, locale: Locale) {
  if (preview.loaded) return showStory(preview.page, id, 'setCurrentStory');
  const globals = `locale:${locale};theme:light;a11y.manual:!true`;
  await preview.page.goto(`${storybookUrl}/iframe.html?id=${id}&viewMode=story&globals=${globals}`);
  await waitForStory(preview.page, id);
  preview.loaded = true;
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
  const context = {
    include: ['body'],
    exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
  };
  expect(await axeViolations(page, { context }), 'axe violations').toEqual([]);
}

for (const story of stories) {
  test(story.id, async ({ previews }) => {
    for (const pass of passes) {
      const { page } = previews[pass.locale];
      await page.setViewportSize({ width: pass.width, height: 800 });
      await openStory(previews[pass.locale], story.id, pass.locale);
      // The story's own viewport or motion setting is known once it has loaded: render it again with them.
      const setup = await storySetup(page);
      const size = viewportSize(setup.viewport);
      const allowMotion = setup.motion === 'allow';
      if ((size && size.width !== pass.width) || allowMotion) {
        if (size) await page.setViewportSize(size);
        if (allowMotion) await page.emulateMedia({ reducedMotion: 'no-preference' });
        await showStory(page, story.id, 'forceRemount');
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
      if (allowMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
    }
  });
}
