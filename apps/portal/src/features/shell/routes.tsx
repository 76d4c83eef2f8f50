import type { RouteObject } from 'react-router-dom';
import { config, type PortalConfig } from '../../config/env';
import { paths } from '../../config/paths';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';
import { guardedServicePages } from './servicePages';

const appsPage = {
  loader: prefetches(({ queries }) => [queries.appQueries.list()]),
  lazy: withNamespaces(['shell'], () => import('./AppsRoute')),
};

/**
 * SHELL-044 … SHELL-046 shortcut paths to the external payment site (when the deployment chooses it:
 * `config.paymentPages`, issue 19; otherwise the payments feature answers them), SHELL-032 /version,
 * SHELL-006 /tinh-nang (the features page itself; its sub-pages are routes of their own) and SHELL-009
 * /app, which ACC-97's /tinh-nang/ung-dung shows too.
 */
export function shellRoutesFor(paymentPages: PortalConfig['paymentPages']): RouteObject[] {
  const externalPayment = paymentPages === 'external' ? guardedServicePages : [];
  return [
    ...externalPayment.map((page) => ({
      path: paths.features.getHref(page),
      lazy: withNamespaces(['shell'], () => import('./ExternalPaymentRoute')),
    })),
    { path: paths.version.path, lazy: withNamespaces(['shell'], () => import('./VersionRoute')) },
    { path: paths.features.getHref(), lazy: withNamespaces(['shell'], () => import('./FeaturesRoute')) },
    { path: paths.apps.path, ...appsPage },
    { path: paths.features.getHref('ung-dung'), ...appsPage },
  ];
}

export const shellRoutes: RouteObject[] = shellRoutesFor(config.paymentPages);
