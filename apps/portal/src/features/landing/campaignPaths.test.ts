import { describe, expect, it, vi } from 'vitest';
import { LANDING_PAGES_FILE, apiThroughOrigin, landingPages } from '../../../deploy/landingPages';
import { readConfig } from '../../config/env';
import { campaignsFor } from './campaignPaths';

describe('the landing campaigns and their addresses (issue 21)', () => {
  it('LAND-69 gives /Banmoi{product} the configured product, and every campaign its own paths', () => {
    const campaigns = campaignsFor('vnpt');
    expect(campaigns.find((entry) => entry.slug === 'ban-moi')?.paths).toEqual(['/Banmoivnpt']);
    expect(campaigns.find((entry) => entry.slug === 'sieuvoucher50')?.paths).toEqual(['/sieuvoucher50']);
    expect(campaigns.find((entry) => entry.slug === 'hoan-tien-15')?.paths).toEqual([]);
    expect(campaigns.flatMap((entry) => entry.paths).some((path) => path.includes('{'))).toBe(false);
  });

  it("the build writes this deployment's campaigns for the prerender (issue 22)", () => {
    const emitFile = vi.fn();
    const hook = landingPages(readConfig({ VITE_PRODUCT_ID: 'vinaphone' }))
      .generateBundle as unknown as (this: { emitFile: typeof emitFile }) => void;
    hook.call({ emitFile });
    const [{ fileName, source }] = emitFile.mock.calls[0] as [{ fileName: string; source: string }];
    expect(fileName).toBe(LANDING_PAGES_FILE);
    const written = JSON.parse(source) as {
      campaigns: { slug: string; paths: string[] }[];
      apiThroughOrigin: boolean;
    };
    expect(written.apiThroughOrigin).toBe(true);
    expect(written.campaigns).toEqual(campaignsFor('vinaphone'));
    expect(written.campaigns.find((entry) => entry.slug === 'ban-moi')?.paths).toEqual(['/Banmoivinaphone']);
  });

  it('issue 22: the API-fed guest pages are prerendered only when the API is reached through the portal origin', () => {
    expect(apiThroughOrigin(readConfig({}).apiBases)).toBe(true);
    const operator = readConfig({ VITE_API_BASE_MOBILE: 'https://api.example.vn/mobile' });
    expect(apiThroughOrigin(operator.apiBases)).toBe(false);
    expect(apiThroughOrigin(readConfig({ VITE_API_BASE_OTP: '//api.example.vn/otp' }).apiBases)).toBe(false);
  });
});
