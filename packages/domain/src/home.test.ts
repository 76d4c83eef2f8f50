import { describe, expect, it } from 'vitest';
import { LANDING_CAROUSEL_BREAKPOINTS, MAIN_CAROUSEL_BREAKPOINTS } from './constants';
import { bannerTarget, carouselItemsPerView, dataLeft, formatPoints, safeBannerImageUrl } from './home';

describe('home carousels', () => {
  it('CONST-13 the main carousel shows 4 items from 1024 px, 3 from 464 px, 2 below', () => {
    const at = (width: number) => carouselItemsPerView(MAIN_CAROUSEL_BREAKPOINTS, width);
    expect([1440, 1024, 1023, 464, 463, 320].map(at)).toEqual([4, 4, 3, 3, 2, 2]);
  });

  it('CONST-14 landing carousels show 3 / 2 / 1 by the same widths', () => {
    const at = (width: number) => carouselItemsPerView(LANDING_CAROUSEL_BREAKPOINTS, width);
    expect([1280, 600, 320].map(at)).toEqual([3, 2, 1]);
  });

  it('CONST-13 a width below every band takes the narrowest band; no bands give one item', () => {
    expect(carouselItemsPerView([{ minWidth: 300, items: 2 }], 100)).toBe(2);
    expect(carouselItemsPerView([], 800)).toBe(1);
  });
});

describe('data left', () => {
  it('CONST-54 the bar is remaining over total, as a whole percentage', () => {
    expect(dataLeft(3_420, 5_120)).toEqual({ remainingMb: 3_420, ratio: 3_420 / 5_120, percent: 67 });
    expect(dataLeft(8_000, 5_000)).toMatchObject({ ratio: 1, percent: 100 });
    expect(dataLeft(0, 5_000)).toMatchObject({ ratio: 0, percent: 0 });
  });

  it('CONST-54 without a positive total there is no bar, only the amount', () => {
    expect(dataLeft(410, undefined)).toEqual({ remainingMb: 410, ratio: undefined, percent: undefined });
    expect(dataLeft(410, 0)).toMatchObject({ ratio: undefined });
  });

  it('CONST-54 a negative or missing amount counts as none left', () => {
    expect(dataLeft(-5, 100)).toMatchObject({ remainingMb: 0, percent: 0 });
    expect(dataLeft(undefined, undefined).remainingMb).toBe(0);
    expect(dataLeft(Number.NaN, 100).remainingMb).toBe(0);
  });
});

describe('banner links and images', () => {
  it('SHELL-118 a portal path is followed inside the portal', () => {
    expect(bannerTarget('/dich-vu/home-combo')).toEqual({ kind: 'internal', path: '/dich-vu/home-combo' });
    expect(bannerTarget(' /tinh-nang/tin-tuc?tab=1&id=5163 ')).toEqual({
      kind: 'internal',
      path: '/tinh-nang/tin-tuc?tab=1&id=5163',
    });
  });

  it('SHELL-118 https addresses open outside the portal only on a configured host (issue 23)', () => {
    const policy = { allowedHosts: ['vinaphone.com.vn'], appSchemes: [] };
    expect(bannerTarget('https://vinaphone.com.vn/km', policy)).toEqual({
      kind: 'external',
      href: 'https://vinaphone.com.vn/km',
    });
    expect(bannerTarget('https://vinaphone.com.vn/km')).toBeUndefined();
    expect(bannerTarget('https://example.vn/km', policy)).toBeUndefined();
    expect(bannerTarget('HTTP://vinaphone.com.vn', policy)).toBeUndefined();
  });

  it('SHELL-118 any other address gives no link', () => {
    for (const link of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      '/\\evil.example',
      'mailto:a@b.vn',
      'dich-vu',
      'https://',
      '',
      null,
      undefined,
    ]) {
      expect(bannerTarget(link), String(link)).toBeUndefined();
    }
  });

  it('API-188 a banner image may be a raster data URL; SVG data and other schemes are dropped', () => {
    expect(safeBannerImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(safeBannerImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBeUndefined();
    expect(safeBannerImageUrl('https://cdn.example.vn/b.png')).toBe('https://cdn.example.vn/b.png');
    expect(safeBannerImageUrl('/__sandbox/images/banner/1.svg')).toBe('/__sandbox/images/banner/1.svg');
    expect(safeBannerImageUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeBannerImageUrl('http://cdn.example.vn/b.png')).toBeUndefined();
  });
});

describe('member points', () => {
  it("CONST-51 points show as a whole number in the reader's format", () => {
    expect(formatPoints(12_600, 'vi')).toBe('12.600');
    expect(formatPoints(12_600, 'en-US')).toBe('12,600');
    expect(formatPoints(-3, 'vi')).toBe('0');
  });
});
