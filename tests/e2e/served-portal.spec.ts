import { createHash } from 'node:crypto';
import { expect, openIn, test } from '../support/fixtures';

/**
 * Issues 23 and 47, the served portal: `vite preview` sends the headers of apps/portal/deploy/securityHeaders.ts
 * and no source map nor anything of `/.vite/`. Every other spec runs under this CSP too: a violation is a console error, which
 * fails the test (tests/support/fixtures.ts).
 */
// Headers do not depend on the viewport: one width (@one-width, playwright.config.ts).
test.describe('served portal (issue 23)', { tag: '@one-width' }, () => {
  test('pages and assets carry the CSP and the other security headers; source maps are not served', async ({
    page,
    request,
  }) => {
    await openIn(page, 'vi', '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    for (const path of ['/', '/goi-cuoc-khong-co']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    }
    // The entry as the shell names it (a prerendered page, as / is, starts it after its first paint).
    const shell = await (await request.get('/goi-cuoc-khong-co')).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(shell)?.[1];
    if (!entry) throw new Error('no entry script');
    const script = await request.get(entry);
    expect(script.headers()['x-content-type-options']).toBe('nosniff');
    expect(await script.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${entry}.map`)).status()).toBe(404);
    // One inline script, the head's gate of the prerendered first screen (issue 22), allowed by its hash:
    // CSP refuses any other.
    const inline = await page.locator('script:not([src])').allTextContents();
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect((await request.get('/')).headers()['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(await page.locator('html').getAttribute('data-first-screen')).toBeNull();
  });

  test('issue 47 item 8: images only from named hosts, violations reported, Trusted Types reported, no /.vite/', async ({
    page,
    request,
  }) => {
    // The home renders its server images and banners under the narrowed img-src without a violation (the
    // fixture fails the test on any console error); Trusted Types report-only logs information, not errors.
    await openIn(page, 'vi', '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    const headers = (await request.get('/goi-cuoc-khong-co')).headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).not.toMatch(/img-src[^;]*\shttps:/);
    expect(policy).toContain('report-to csp-endpoint');
    expect(headers['reporting-endpoints']).toBe('csp-endpoint="/api/csp-report"');
    expect(headers['content-security-policy-report-only']).toMatch(
      /^require-trusted-types-for 'script'; trusted-types dompurify; report-uri \/api\/csp-report/,
    );
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  });
});
