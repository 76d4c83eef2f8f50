import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

/**
 * After every story (its play function included): axe on `body`, because Radix portals
 * dialogs there and hides #storybook-root while they are open. The locale comes from the
 * STORY_LOCALE variable, so the runner is called once per locale.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page) {
    await checkA11y(
      page,
      {
        include: [['body']],
        exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
      },
      { detailedReport: true, detailedReportOptions: { html: true } },
    );
  },
};

export default config;
