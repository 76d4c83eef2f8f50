import { describe, expect, it } from 'vitest';
import { Environment } from './constants';
import { AppScreen, appLinkBaseFor, appScreenLink, campaignStatus, isStagingEnvironment } from './landing';
import { PROMOTIONS } from './promotions';

const bases = { production: 'myapp://open', beta: 'myapp-beta://open', other: '/__sandbox/operator-app' };

describe('landing deep links', () => {
  it('LAND-23 the deep-link base follows the environment flag (production 1 / beta 2 / other 3)', () => {
    expect(appLinkBaseFor(Environment.production, bases)).toBe('myapp://open');
    expect(appLinkBaseFor(Environment.beta, bases)).toBe('myapp-beta://open');
    expect(appLinkBaseFor(Environment.other, bases)).toBe('/__sandbox/operator-app');
  });

  it('LAND-14 LAND-15 LAND-16 a link names the app screen and its parameters', () => {
    expect(appScreenLink('myapp://open', AppScreen.topUp)).toBe('myapp://open?screen=TOPUP_MONEY');
    expect(appScreenLink('https://a.example.vn/o?src=web', AppScreen.telecomBill)).toBe(
      'https://a.example.vn/o?src=web&screen=TELECOM_BILL',
    );
    expect(appScreenLink('myapp://open?', AppScreen.loyalty)).toBe('myapp://open?screen=VNPPLUS');
    expect(appScreenLink('https://a.example.vn/o#top', AppScreen.registerNow)).toBe(
      'https://a.example.vn/o?screen=registerNow#top',
    );
  });

  it('LAND-21 LAND-22 the news detail carries its id, the package list type 1 and the category', () => {
    expect(appScreenLink('myapp://open', AppScreen.newsDetail, { id: 5144 })).toBe(
      'myapp://open?screen=NEWS_DETAIL&id=5144',
    );
    expect(appScreenLink('myapp://open', AppScreen.packageList, { type: 1, category: 6 })).toBe(
      'myapp://open?screen=PACKAGE_LIST&type=1&category=6',
    );
  });

  it('LAND-43 the beta environment is staging, production and other are not', () => {
    expect(isStagingEnvironment(Environment.beta)).toBe(true);
    expect(isStagingEnvironment(Environment.production)).toBe(false);
    expect(isStagingEnvironment(Environment.other)).toBe(false);
  });
});

describe('campaign status', () => {
  const points = PROMOTIONS.find((promotion) => promotion.rowId === 'CONST-76')!.window;

  it('LAND-53 CONST-76 the 300-point campaign runs 26/02/2025 to 31/12/2025 inclusive, in Vietnam time', () => {
    expect(campaignStatus(points, new Date('2025-02-25T16:59:59Z'))).toBe('upcoming');
    expect(campaignStatus(points, new Date('2025-02-25T17:00:00Z'))).toBe('running'); // 00:00 on 26/02 in Vietnam
    expect(campaignStatus(points, new Date('2025-12-31T16:59:59Z'))).toBe('running');
    expect(campaignStatus(points, new Date('2025-12-31T17:00:00Z'))).toBe('ended');
  });

  it('a campaign without dates is always running', () => {
    expect(campaignStatus(undefined, new Date('2030-01-01T00:00:00Z'))).toBe('running');
  });
});
