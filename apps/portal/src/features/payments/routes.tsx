import type { RouteObject } from 'react-router-dom';
import { config, type PortalConfig } from '../../config/env';
import { paths } from '../../config/paths';
import { confirmationRead } from '../../lib/confirmationRead';
import { signedInRoutes } from '../../lib/guard';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';

const allowance = prefetches(({ queries }) => [queries.paymentQueries.topUpAllowance()]);

/**
 * Issue 19: the portal's own top-up, card-code and bill pages at the spec's shortcut paths, unless the
 * deployment prefers the external payment site (`config.paymentPages` 'external': the shell's routes
 * answer them then). Behind sign-in: everything here is the subscriber's own. The gateway's return route
 * is there either way.
 */
export function paymentsRoutesFor(paymentPages: PortalConfig['paymentPages']): RouteObject[] {
  const pages: RouteObject[] = [
    {
      path: paths.features.getHref('nap-tien'),
      loader: allowance,
      lazy: withNamespaces(['payments', 'ui:payments'], () => import('./TopUpRoute')),
    },
    {
      path: paths.features.getHref('mua-ma-the'),
      loader: allowance,
      lazy: withNamespaces(['payments', 'ui:payments'], () => import('./CardCodesRoute')),
    },
    {
      path: paths.features.getHref('thanh-toan-dich-vu'),
      loader: prefetches(({ queries }) => [queries.paymentQueries.billAccounts()]),
      lazy: withNamespaces(['payments', 'ui:payments'], () => import('./BillPaymentRoute')),
    },
  ];
  return [
    signedInRoutes([
      ...(paymentPages === 'portal' ? pages : []),
      {
        // Issue 47: the server's confirmation of the transaction the address names is read first.
        path: paths.paymentResult.path,
        loader: prefetches(({ queries }, { request }) => [
          confirmationRead(queries, new URL(request.url).search),
        ]),
        lazy: withNamespaces(['payments'], () => import('./PaymentResultRoute')),
      },
    ]),
  ];
}

export const paymentsRoutes: RouteObject[] = paymentsRoutesFor(config.paymentPages);
