import { expect, openIn, test } from '../support/fixtures';

/**
 * Issue 23, the served portal: `vite preview` sends the headers of apps/portal/deploy/securityHeaders.ts
 * and no source map. Every other spec runs under this CSP too: a violation is a console error, which
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
    const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
    if (!entry) throw new Error('no entry script');
    const script = await request.get(entry);
    expect(script.headers()['x-content-type-options']).toBe('nosniff');
    expect(await script.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${entry}.map`)).status()).toBe(404);
    // No inline script in the page: CSP would refuse it.
    expect(await page.locator('script:not([src])').count()).toBe(0);
  });
});
