import { navigationPolicyFrom, type NavigationPolicy } from '@selfcare/domain';
import type { PortalConfig } from './env';

const listOf = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * Issue 23: where a server-supplied address may lead, derived from the configuration: the hosts of the
 * configured https addresses (payment site, enterprise portal, app stores, operator app, bank link
 * template, mobile-network login, self-care site), the schemes of configured app deep links, the extra
 * hosts and schemes of VITE_NAVIGATION_HOSTS / VITE_APP_SCHEMES, and the portal's own origin.
 */
export function navigationPolicyOf(config: PortalConfig, ownOrigin?: string): NavigationPolicy {
  return navigationPolicyFrom({
    configuredUrls: [
      config.externalPayment.root,
      config.externalPayment.bill,
      config.externalPayment.topup,
      config.enterprisePortalUrl,
      config.appLinks.ios,
      config.appLinks.android,
      config.roamingAppUrl,
      config.roamingBankDeeplink,
      config.mobileNetworkLogin.url,
      config.environment.selfCareUrl,
    ],
    extraHosts: listOf(config.navigation.extraHosts),
    extraAppSchemes: listOf(config.navigation.appSchemes),
    ...(ownOrigin === undefined ? {} : { ownOrigin }),
  });
}
