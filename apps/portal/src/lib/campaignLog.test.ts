import { describe, expect, it, vi } from 'vitest';
import { fakeOperator } from '../../test/operator';
import { createCampaignLogger, storeCampaign, storedCampaign } from './campaignLog';
import { createAppServices } from './services';

describe('campaign log (issue 21)', () => {
  it('LAND-71 logs go as keepalive fetches the loading indicator does not count, with the stored campaign', async () => {
    window.sessionStorage.clear();
    storeCampaign(window.sessionStorage, { shortLink: 'https://p/s?a=KM50', channel: 'sms', campaign: 'KM' });
    expect(storedCampaign(window.sessionStorage)).toEqual({ channel: 'sms', campaign: 'KM' });
    const operator = fakeOperator();
    const services = createAppServices({
      storage: window.localStorage,
      language: () => 'vi',
      fetchImpl: operator.fetchImpl,
    });
    const logger = createCampaignLogger({
      client: services.api.client,
      session: services.session,
      storage: window.sessionStorage,
      location: () => 'https://portal.example.vn/tttb?msisdn=0912345678',
      now: () => new Date('2026-01-02T03:04:05Z'),
    });
    logger.view();
    logger.click('app-store');
    expect(services.loading.isVisible()).toBe(false);
    await vi.waitFor(() => expect(operator.calls).toHaveLength(3));
    const fetchCalls = (operator.fetchImpl as unknown as { mock: { calls: [unknown, RequestInit][] } }).mock
      .calls;
    expect(fetchCalls.every(([, init]) => init.keepalive === true)).toBe(true);
    expect(operator.called('vnpt_campaign_action_log').map((call) => call.body)).toEqual([
      expect.objectContaining({ action: 'view', page: '/tttb', pr_channel: 'sms', campaign_code: 'KM' }),
      expect.objectContaining({
        action: 'click',
        target: 'app-store',
        action_time: '2026-01-02T03:04:05.000Z',
      }),
    ]);
  });
});
