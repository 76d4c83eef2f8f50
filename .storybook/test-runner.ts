import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { viewportSize } from './viewports';

/**
 * After every story (its play function included): axe on `body`, because Radix portals
 * dialogs there and hides #storybook-root while they are open. The locale comes from the
 * STORY_LOCALE variable, so the runner is called once per locale.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // A story that sets a viewport (globals.viewport) is tested at that size, else at desktop width.
    const story = await getStoryContext(page, context);
    type WithViewport = { viewport?: { value?: unknown } } | undefined;
    const { storyGlobals, globals } = story as { storyGlobals?: WithViewport; globals?: WithViewport };
    const viewport = storyGlobals?.viewport?.value ?? globals?.viewport?.value;
    await page.setViewportSize(viewportSize(viewport) ?? { width: 1280, height: 900 });
    const locale = process.env.STORY_LOCALE;
    if (locale) {
      // Same event the locale toolbar sends; the preview keeps it for the story about to render.
      await page.evaluate((value) => {
        const channel = (
          window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: { emit(e: string, p: unknown): void } }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel?.emit('updateGlobals', { globals: { locale: value } });
      }, locale);
    }
    // Animations stop under reduced motion, so axe never measures a colour mid-transition; a story
    // about motion itself opts out with `parameters: { motion: 'allow' }`.
    const allowMotion = (story.parameters as { motion?: string } | undefined)?.motion === 'allow';
    await page.emulateMedia({ reducedMotion: allowMotion ? 'no-preference' : 'reduce' });
    await injectAxe(page);
  },
  async postVisit(page) {
    const locale = process.env.STORY_LOCALE;
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (locale && lang !== locale) throw new Error(`story rendered in '${lang}', expected '${locale}'`);
    // Radix hides the rest of the page while its overlay is open; when a story has just closed one (or
    // the previous story's overlay is still unmounting), wait for that to settle before measuring.
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
    await checkA11y(
      page,
      {
        include: [['body']],
        exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
      },
      { detailedReport: true, detailedReportOptions: { html: true }, verbose: false },
    );
  },
};

export default config;
