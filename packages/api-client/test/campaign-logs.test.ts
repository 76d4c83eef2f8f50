/** Issue 21: the log bodies (API-136 … API-139) and the keepalive transport they travel with. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '../src/contract';
import {
  accessLogBody,
  campaignActionLogBody,
  clickLogBody,
  shortLinkLogBody,
  toUrlMapping,
  type VisitFacts,
} from '../src/mappers';
import { startTestServer, type TestServer } from './server';
import { testClient } from './setup';

const visit: VisitFacts = {
  url: 'https://portal.example.vn/s?a=KM50&utm_source=sms',
  mobile: '84912345678',
  channel: 'sms',
  campaign: 'SIEUVOUCHER50',
  productId: 'vnpt',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
  referer: 'https://zalo.me/',
  at: new Date('2026-01-02T03:04:05Z'),
};

describe('log bodies', () => {
  it('ENT-50 LAND-64 the click log carries the other query params and the click-log fields', () => {
    const body = clickLogBody(visit, { shortKey: 'KM50', action: 'redirect', target: '/sieuvoucher50' });
    expect(body).toMatchObject({
      a: 'KM50',
      utm_source: 'sms',
      mobile: '84912345678',
      pr_channel: 'sms',
      campaign_code: 'SIEUVOUCHER50',
      action: 'redirect',
      urlredirect: '/sieuvoucher50',
      ushortkey: 'KM50',
      service: 'vnpt',
      os: 'IOS',
      user_id: '84912345678',
      clicktime: '2026-01-02T03:04:05.000Z',
      referer: 'https://zalo.me/',
      // ENT-51: a web page does not know these.
      user_ip: '',
      user_network: '',
      device_id: '',
    });
    expect(contract.short_link_click_log.request.safeParse(body).success).toBe(true);
  });

  it('LAND-65 API-138 input_log is JSON of the URL parameters, mobile, service and click time', () => {
    const body = shortLinkLogBody({ ...visit, mobile: undefined });
    expect(JSON.parse(body.input_log)).toEqual({
      a: 'KM50',
      utm_source: 'sms',
      mobile: '',
      service: 'vnpt',
      clicktime: '2026-01-02T03:04:05.000Z',
    });
    expect(contract.product_shortlink_log.request.safeParse(body).success).toBe(true);
  });

  it('LAND-71 API-137 API-139 the campaign action and the access carry the stored channel and campaign', () => {
    expect(campaignActionLogBody(visit, { action: 'click', target: 'send' })).toMatchObject({
      pr_channel: 'sms',
      campaign_code: 'SIEUVOUCHER50',
      action: 'click',
      target: 'send',
      page: '/s',
    });
    expect(accessLogBody({ ...visit, channel: undefined, campaign: undefined })).toMatchObject({
      page: '/s',
      pr_channel: '',
      campaign_code: '',
      referer: 'https://zalo.me/',
    });
  });

  it('ENT-48 the mapping reads channel, camp and sub_id from url_common', () => {
    expect(
      toUrlMapping({
        error_code: '0',
        convertUrl: '/x',
        action: 'redirect',
        url_common: { channel: 'sms', camp: 'C', sub_id: null },
      }),
    ).toEqual({ convertUrl: '/x', action: 'redirect', channel: 'sms', campaign: 'C', subId: undefined });
  });
});

describe('keepalive transport', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('a log call asks fetch to outlive the page, with the usual headers and session', async () => {
    server.handle(() => ({ json: { error_code: '0', message: 'ok' } }));
    const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
    const client = testClient(server.origin, { fetch: fetchSpy });
    const result = await client.call('log_access_web', accessLogBody(visit), { keepalive: true });
    expect(result.ok).toBe(true);
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ keepalive: true, method: 'POST' });
    expect(server.requests.at(-1)?.body).toMatchObject({ page: '/s', session: expect.any(String) });
    await client.call('log_access_web', {});
    expect(fetchSpy.mock.calls[1]?.[1]?.keepalive).toBeUndefined();
  });
});
