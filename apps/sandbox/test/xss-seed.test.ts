import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withXssPayloads, xssLinks, xssPayloads } from '../src/http/xss-seed';
import { startTestSandbox, type TestSandbox } from './support';

describe('XSS seeding (issue 23): payloads in one browser’s answers, only in local use', () => {
  it('appends a payload to prose and replaces links; codes, ids, numbers and dates stay', () => {
    const seeded = withXssPayloads({
      error_code: '0',
      result: [
        {
          CODE: 'D30',
          NAME: 'Gói D30 tháng',
          PRICE: '70000',
          LINK: 'https://x.vn',
          DATETIME: '2026-01-02 10:00:00',
        },
      ],
    }) as { error_code: string; result: Record<string, string>[] };
    const [row] = seeded.result;
    expect(seeded.error_code).toBe('0');
    expect(row).toMatchObject({ CODE: 'D30', PRICE: '70000', DATETIME: '2026-01-02 10:00:00' });
    expect(row?.['NAME']).toBe(`Gói D30 tháng ${xssPayloads[0]}`);
    expect(xssLinks).toContain(row?.['LINK']);
  });

  describe('through the server', () => {
    let local: TestSandbox;
    let shared: TestSandbox;
    beforeAll(async () => {
      local = await startTestSandbox();
      shared = await startTestSandbox({ localTools: false });
    });
    afterAll(async () => {
      await local.close();
      await shared.close();
    });
    const faq = (sandbox: TestSandbox, cookie?: string) =>
      fetch(`${sandbox.url}/api/mobile/help_get_faq`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: '{}',
      }).then((response) => response.text());

    it('seeds only the answers of a browser with the cookie', async () => {
      const switched = await fetch(`${local.url}/__sandbox/xss-seed`);
      expect(switched.headers.get('set-cookie')).toMatch(/^sandbox_xss=1/);
      expect(await faq(local, 'sandbox_xss=1')).toContain('__xssHit');
      expect(await faq(local)).not.toContain('__xssHit');
    });

    it('is off without local use: neither the switch nor the cookie do anything', async () => {
      expect((await fetch(`${shared.url}/__sandbox/xss-seed`)).status).toBe(404);
      expect(await faq(shared, 'sandbox_xss=1')).not.toContain('__xssHit');
    });
  });
});
