import type { CDPSession, Page } from '@playwright/test';

/** How an intercepted call is answered: a response, or held unanswered until the test decides. */
export type FaultAnswer = { status: number; contentType?: string; body: string } | 'hold';

interface PausedRequest {
  requestId: string;
  request: { url: string };
}

/**
 * Fails chosen API calls of a page at the browser's protocol level, for the failure suite (issue 23, R1).
 *
 * Why not `page.route`: Playwright turns the browser's cache off for a page that has any route, and
 * intercepts every request of it, so each reload of a failure walk fetched all of the page's hundred
 * scripts, styles and fonts again through the test runner. Here only `/api/` requests are paused (the
 * protocol filters them), and the hashed assets come from the cache as they would for a subscriber.
 * Chromium only, like the whole suite.
 */
export class ApiFaults {
  private readonly held: PausedRequest[] = [];
  private answer: ((url: URL) => FaultAnswer | undefined) | undefined;

  private constructor(private readonly session: CDPSession) {
    session.on('Fetch.requestPaused', (event: PausedRequest) => void this.paused(event));
  }

  static async attach(page: Page): Promise<ApiFaults> {
    return new ApiFaults(await page.context().newCDPSession(page));
  }

  /** From now on, each API call `answer` returns something for is answered so; others pass through. */
  async inject(answer: (url: URL) => FaultAnswer | undefined): Promise<void> {
    await this.clear();
    this.answer = answer;
    await this.session.send('Fetch.enable', {
      patterns: [{ urlPattern: '*/api/*', requestStage: 'Request' }],
    });
  }

  /** Stops failing calls; calls still held go on to the server. */
  async clear(): Promise<void> {
    this.answer = undefined;
    this.held.length = 0;
    await this.session.send('Fetch.disable');
  }

  /**
   * Ends the interception: a test's browser context is reused by the next test (playwright.config.ts), which
   * must not find its API calls paused by a session nobody listens to.
   */
  async detach(): Promise<void> {
    await this.clear().catch(() => undefined);
    await this.session.detach().catch(() => undefined);
  }

  /** The addresses of the calls held unanswered. */
  heldUrls(): string[] {
    return this.held.map((paused) => paused.request.url);
  }

  /** The held calls fail as a dropped connection does. */
  async disconnectHeld(): Promise<void> {
    const held = this.held.splice(0);
    await Promise.all(
      held.map(({ requestId }) =>
        this.session
          .send('Fetch.failRequest', { requestId, errorReason: 'InternetDisconnected' })
          .catch(() => undefined),
      ),
    );
  }

  private async paused(event: PausedRequest) {
    const answer = this.answer?.(new URL(event.request.url));
    const { requestId } = event;
    // A page that has navigated away drops its requests: the protocol then refuses the answer.
    const send = (method: 'Fetch.continueRequest' | 'Fetch.fulfillRequest', params: object) =>
      this.session.send(method, { requestId, ...params }).catch(() => undefined);
    if (answer === undefined) return send('Fetch.continueRequest', {});
    if (answer === 'hold') return void this.held.push(event);
    return send('Fetch.fulfillRequest', {
      responseCode: answer.status,
      responseHeaders: [{ name: 'Content-Type', value: answer.contentType ?? 'application/json' }],
      body: Buffer.from(answer.body).toString('base64'),
    });
  }
}
