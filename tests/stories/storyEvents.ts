import type { Page } from '@playwright/test';

/** What a story asks of the page it runs in, read from the rendered story. */
export type StorySetup = { viewport?: unknown; motion?: unknown };

/**
 * Listens to Storybook's preview channel from the first script on (the channel is assigned to
 * `window.__STORYBOOK_ADDONS_CHANNEL__` when the preview boots), so a failed render or play
 * function is seen as the Storybook test-runner would see it. Sets `window.__storyFinished` to the
 * id of the story once it has rendered, played and run its afterEach hooks (addon-a11y included).
 */
export async function watchStoryEvents(page: Page) {
  await page.addInitScript(() => {
    type Channel = { on(event: string, listener: (payload: unknown) => void): void };
    type Story = { storyGlobals?: { viewport?: { value?: unknown } }; parameters?: { motion?: unknown } };
    const scope = window as unknown as {
      __storyFinished: string | undefined;
      __storyErrors: string[];
      __storySetup: { viewport?: unknown; motion?: unknown };
      __STORYBOOK_PREVIEW__?: { currentRender?: { story?: Story } };
    };
    scope.__storyFinished = undefined;
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
          const { storyId, status, reporters } = payload as {
            storyId?: string;
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
          scope.__storyFinished = storyId;
        });
      },
    });
  });
}

/** Errors the preview reported for the current story (render, play function, unhandled, reporters). */
export function storyErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __storyErrors: string[] }).__storyErrors);
}

type Scope = { __storyFinished?: string; __storyErrors: string[] };
type Emitter = { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void } };

/**
 * Renders a story in a preview that is already loaded, as the Storybook UI does when you pick one
 * in the sidebar (no reload: the preview's bundle is parsed once per page, not once per story), and
 * waits until it has played. `forceRemount` renders the current story again from scratch, for a
 * changed viewport or motion setting.
 */
export async function showStory(page: Page, storyId: string, event: 'setCurrentStory' | 'forceRemount') {
  await page.evaluate(
    ({ storyId, event }) => {
      const scope = window as unknown as Scope & Emitter;
      scope.__storyErrors = [];
      scope.__storyFinished = undefined;
      scope.__STORYBOOK_ADDONS_CHANNEL__.emit(event, { storyId, viewMode: 'story' });
    },
    { storyId, event },
  );
  await waitForStory(page, storyId);
}

/** Waits until the given story has rendered, played and run its afterEach hooks. */
export async function waitForStory(page: Page, storyId: string) {
  await page.waitForFunction((id) => (window as unknown as Scope).__storyFinished === id, storyId);
}

/** What the story that finished last asked of the page. */
export function storySetup(page: Page): Promise<StorySetup> {
  return page.evaluate(() => (window as unknown as { __storySetup: StorySetup }).__storySetup);
}
