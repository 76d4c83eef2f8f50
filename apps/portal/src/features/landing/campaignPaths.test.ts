import { describe, expect, it, vi } from 'vitest';
import { LANDING_PAGES_FILE, landingPages } from '../../../deploy/landingPages';
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
    const hook = landingPages('vinaphone').generateBundle as unknown as (this: {
      emitFile: typeof emitFile;
    }) => void;
    hook.call({ emitFile });
    const [{ fileName, source }] = emitFile.mock.calls[0] as [{ fileName: string; source: string }];
    expect(fileName).toBe(LANDING_PAGES_FILE);
    const written = JSON.parse(source) as { campaigns: { slug: string; paths: string[] }[] };
    expect(written.campaigns).toEqual(campaignsFor('vinaphone'));
    expect(written.campaigns.find((entry) => entry.slug === 'ban-moi')?.paths).toEqual(['/Banmoivinaphone']);
  });
});
