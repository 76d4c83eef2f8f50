import type { Page } from '@playwright/test';

/** What a story asks of the page it runs in, read from the rendered story. */
export type StorySetup = { viewport?: unknown; motion?: unknown };

/**
 * Listens to Storybook's preview channel from the first script on (the channel is assigned to
 * `window.__STORYBOOK_ADDONS_CHANNEL__` when the preview boots), so a failed render or play
 * function is seen as the Storybook test-runner would see it. Sets `window.__storyFinished` once
 * the story has rendered, played and run its afterEach hooks (addon-a11y included).
 */
export async function watchStoryEvents(page: Page) {
  await page.addInitScript(() => {
    type Channel = { on(event: string, listener: (payload: unknown) => void): void };
    type Story = { storyGlobals?: { viewport?: { value?: unknown } }; parameters?: { motion?: unknown } };
    const scope = window as unknown as {
      __storyFinished: boolean;
      __storyErrors: string[];
      __storySetup: { viewport?: unknown; motion?: unknown };
      __STORYBOOK_PREVIEW__?: { currentRender?: { story?: Story } };
    };
    scope.__storyFinished = false;
    scope.__storyErrors = [];
    scope.__storySetup = {};
    const describe = (payload: unknown) =>
      typeof payload === 'object' && payload !== null && 'message' in payload
        ? String((payload as { message: unknown }).message)
        : JSON.stringify(payload);
    const failures = [
      'storyErrored',
      'storyThrewException',
      'playFunctionThrewException',
      'unhandledErrorsWhilePlaying',
      'storyMissing',
    ];
    let channel: Channel | undefined;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value: Channel) {
        channel = value;
        for (const event of failures)
          value.on(event, (payload) => scope.__storyErrors.push(`${event}: ${describe(payload)}`));
        value.on('storyFinished', (payload) => {
          const { status, reporters } = payload as {
            status?: string;
            reporters?: { type?: string; status?: string }[];
          };
          if (status === 'error') {
            const failed = (reporters ?? []).filter((r) => r.status === 'failed').map((r) => r.type);
            scope.__storyErrors.push(
              `story finished with an error${failed.length ? ` (${failed.join(', ')})` : ''}`,
            );
          }
          const story = scope.__STORYBOOK_PREVIEW__?.currentRender?.story;
          scope.__storySetup = {
            viewport: story?.storyGlobals?.viewport?.value,
            motion: story?.parameters?.motion,
          };
          scope.__storyFinished = true;
        });
      },
    });
  });
}

/** Errors the preview reported for the current story (render, play function, unhandled, reporters). */
export function storyErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __storyErrors: string[] }).__storyErrors);
}
