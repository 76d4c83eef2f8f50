/**
 * §4 short-link page (LAND-55 … LAND-65): reads `a`, asks the domain where to go, resolves the link
 * through getUrlMapping when needed, stores channel, campaign and the link (LAND-63), logs the click
 * (LAND-64, LAND-65) and leaves. Runs once per address.
 */
import { shortLinkDecision, shortLinkResolution, type ShortLinkResolution } from '@selfcare/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCampaignLogger, storeCampaign } from '../../lib/campaignLog';
import { mobileNetworkLoginHref } from '../../lib/mobileNetworkLoginHref';
import { navigationPolicy } from '../../lib/safeNavigation';
import { usePortalQueries, useSession } from '../../lib/services';
import { sessionKeys } from '../../lib/storage';
import { browser } from './browser';
import { mobilePackagesHref, packagePageHref, shortLinkAddress } from './shortLinkTarget';

export function useShortLink(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { state } = useSession();
  const queries = usePortalQueries();
  const queryClient = useQueryClient();
  const logger = useCampaignLogger();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === search) return;
    started.current = search;
    const params = new URLSearchParams(search);
    const a = params.get('a') ?? '';
    const decision = shortLinkDecision({
      authorized: state.status === 'signedIn',
      loggedInByMobileNetwork: state.status === 'signedIn' && state.method === 'mobileNetwork',
      a,
      subId: params.get('sub_id') ?? undefined,
    });
    // Where the browser goes: portal paths through the router, in place of the short link.
    const leave = (href: string) => {
      if (href.startsWith('/')) void navigate(href, { replace: true });
      else browser.replace(href);
    };

    if (decision.kind === 'login') {
      browser.assign(mobileNetworkLoginHref({ origin: window.location.origin, pathname, search }));
      return;
    }
    if (decision.kind === 'package') {
      const target = packagePageHref(decision);
      window.sessionStorage.setItem(sessionKeys.channel, decision.channel);
      logger.shortLinkClick({ shortKey: a, action: 'ckd', target, packageId: decision.packageId });
      leave(target);
      return;
    }
    const shortLink = shortLinkAddress({ origin: window.location.origin, pathname }, a);
    void queryClient
      .fetchQuery(queries.shortLinkQueries.mapping({ short_link: shortLink }))
      .catch(() => undefined)
      .then((mapping) => {
        const resolution: ShortLinkResolution = shortLinkResolution(mapping, navigationPolicy());
        if (resolution.kind === 'redirect') {
          storeCampaign(window.sessionStorage, {
            shortLink,
            channel: resolution.channel,
            campaign: resolution.camp,
          });
          logger.shortLinkClick({ shortKey: a, action: 'redirect', target: resolution.target });
          leave(resolution.target);
        } else {
          logger.shortLinkClick({ shortKey: a, action: 'packages', target: mobilePackagesHref() });
          leave(mobilePackagesHref());
        }
      });
  }, [pathname, search, state, navigate, queries, queryClient, logger]);
}
