import { expect, openIn, test } from '../support/fixtures';

/**
 * Issue 22: the installable portal. The build's service worker (apps/portal/src/serviceWorker, built by
 * apps/portal/deploy/serviceWorker.ts) precaches the shell, so a second visit opens without the network;
 * /api and /__sandbox are never answered from a cache. Playwright's routes do not see what a worker answers,
 * so every other spec runs with workers blocked (playwright.config.ts) and this one allows them.
 */
test.use({ serviceWorkers: 'allow' });

const t = {
  title: 'Chào mừng đến Cổng tự phục vụ',
  packages: 'Gói cước nổi bật',
  offline: 'Không có kết nối mạng. Trang sẽ tự tải lại khi có mạng trở lại.',
  network: 'Không có kết nối mạng. Vui lòng kiểm tra kết nối và thử lại.',
};

/** The answer to a GET from inside the page (through the worker when it controls the page). */
const statusOf = (path: string) =>
  fetch(path, { cache: 'no-store' }).then(
    (response) => response.status,
    () => 'no answer',
  );

test('issue 22 the installed portal opens offline, in vi: the shell and the home frame, told it is offline; /api and /__sandbox never come from a cache', async ({
  page,
  context,
  consoleErrors,
}) => {
  const homeCall = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/'));
  await openIn(page, 'vi', '/');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeAttached();
  const call = await homeCall;

  // After the page's load the worker installs (precaching the shell) and takes the page over.
  // The install fetches the whole precache first: longer than an expect's 10 s on two busy cores.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 25_000 })
    .toBe(true);
  // The manifest as the browser reads it: no error, the Vietnamese name, standalone at /.
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
    name: 'Cổng tự phục vụ',
    start_url: '/',
    display: 'standalone',
  });
  // Playwright's contexts are off the record, which Chromium reports as 'in-incognito'; nothing else may be.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

  // Online, through the worker: the sandbox answers, and nothing of /api or /__sandbox is kept.
  expect(await page.evaluate(statusOf, '/__sandbox/health')).toBe(200);
  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => /^\/(api|__sandbox)(\/|$)/.test(path))).toEqual([]);

  await context.setOffline(true);
  try {
    await page.reload();
    // The shell and the home's frame, from the precache; the banner says the connection is gone.
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeAttached();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(page.getByRole('heading', { name: t.packages })).toBeVisible();
    // The reader is told the connection is gone. Chromium's offline emulation leaves navigator.onLine true in
    // a page loaded while offline (a phone in flight mode says false, and the banner shows), so the page
    // may say it where its reads failed instead.
    const told = page
      .getByRole('status')
      .filter({ hasText: t.offline })
      .or(page.getByRole('alert').filter({ hasText: t.network }));
    await expect(told.first()).toBeVisible();
    // Neither what the home asked online nor the sandbox is answered from a cache.
    const replayed = await page.evaluate(
      ({ url, method, body }) =>
        fetch(url, { method, body, headers: { 'Content-Type': 'application/json' } }).then(
          (response) => response.status,
          () => 'no answer',
        ),
      { url: call.url(), method: call.method(), body: call.postData() },
    );
    expect(replayed).toBe('no answer');
    expect(await page.evaluate(statusOf, '/__sandbox/health')).toBe('no answer');
  } finally {
    await context.setOffline(false);
    // Offline, the browser logs each refused request (and each one the worker could not answer); nothing else
    // may be logged.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/Failed to load resource|net::ERR_|The FetchEvent for/.test(line)),
    );
  }
  // Back online, the paused reads run and the banner goes.
  await expect(page.getByText(t.offline)).toHaveCount(0);
});
