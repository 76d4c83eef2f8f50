/**
 * Issue 21 (API-136 … API-139, LAND-64, LAND-65, LAND-71): the campaign, click and access logs. They go
 * through the api client like every call (session, request-time header, contract check) but as keepalive
 * fetches: never awaited, not counted by the loading indicator, delivered even when the page is leaving
 * (a beacon could not carry the headers). A failed log is dropped: it must never disturb the page.
 * The channel and campaign come from the session storage the short link filled (ENT-15 … ENT-17).
 */
import type { ApiClient } from '@selfcare/api-client';
import {
  accessLogBody,
  campaignActionLogBody,
  clickLogBody,
  shortLinkLogBody,
  type ShortLinkClick,
  type VisitFacts,
} from '@selfcare/api-client';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { config } from '../config/env';
import { useServices } from './services';
import type { SessionStore } from './session';
import { sessionKeys } from './storage';
import { subscriberOf } from './subscriber';

/** ENT-16, ENT-17: the channel and campaign of the short link that brought the visitor, if any. */
export function storedCampaign(storage: Storage): { channel?: string; campaign?: string } {
  const channel = storage.getItem(sessionKeys.channel) ?? undefined;
  const campaign = storage.getItem(sessionKeys.campaign) ?? undefined;
  return { ...(channel ? { channel } : {}), ...(campaign ? { campaign } : {}) };
}

/** DOM-36, LAND-63: what a resolved short link stores for the pages after it. */
export function storeCampaign(
  storage: Storage,
  values: { shortLink: string; channel: string; campaign: string },
): void {
  storage.setItem(sessionKeys.shortLink, values.shortLink);
  storage.setItem(sessionKeys.channel, values.channel);
  storage.setItem(sessionKeys.campaign, values.campaign);
}

export interface CampaignLogger {
  /** API-139 and API-137 'view': the page was seen. */
  view(): void;
  /** API-137 'click': a button of the page was pressed; `target` names it ('send', 'app-store' …). */
  click(target: string): void;
  /** API-136 and API-138: the short link was followed (LAND-64, LAND-65). */
  shortLinkClick(click: ShortLinkClick): void;
}

export interface CampaignLogSources {
  readonly client: ApiClient;
  readonly session: Pick<SessionStore, 'getSnapshot'>;
  readonly storage: Storage;
  readonly location: () => string;
  readonly now?: () => Date;
}

export function createCampaignLogger(sources: CampaignLogSources): CampaignLogger {
  const facts = (): VisitFacts => {
    const { channel, campaign } = storedCampaign(sources.storage);
    return {
      url: sources.location(),
      mobile: subscriberOf(sources.session) ?? undefined,
      channel,
      campaign,
      productId: config.productId,
      userAgent: globalThis.navigator?.userAgent ?? '',
      referer: globalThis.document?.referrer ?? '',
      at: sources.now?.() ?? new Date(),
    };
  };
  const send: ApiClient['call'] = (name, body) => sources.client.call(name, body, { keepalive: true });
  return {
    view() {
      const visit = facts();
      void send('log_access_web', accessLogBody(visit));
      void send('product_campaign_action_log', campaignActionLogBody(visit, { action: 'view' }));
    },
    click(target) {
      void send('product_campaign_action_log', campaignActionLogBody(facts(), { action: 'click', target }));
    },
    shortLinkClick(click) {
      const visit = facts();
      void send('short_link_click_log', clickLogBody(visit, click));
      void send('product_shortlink_log', shortLinkLogBody(visit));
    },
  };
}

/** The logger of this page, bound to the portal's client, session and the tab's session storage. */
export function useCampaignLogger(): CampaignLogger {
  const { api, session } = useServices();
  return useMemo(
    () =>
      createCampaignLogger({
        client: api.client,
        session,
        storage: window.sessionStorage,
        location: () => window.location.href,
      }),
    [api, session],
  );
}

/**
 * For a landing page: logs the view once per path, and returns `logClick(target)` for its buttons
 * (`onClick={() => logClick('app-store')}`).
 */
export function useCampaignLog(): { logClick: (target: string) => void } {
  const logger = useCampaignLogger();
  const { pathname } = useLocation();
  useEffect(() => {
    logger.view();
  }, [logger, pathname]);
  const logClick = useCallback((target: string) => logger.click(target), [logger]);
  return { logClick };
}
