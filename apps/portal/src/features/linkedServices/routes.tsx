import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { signedInRoutes } from '../../lib/guard';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';
import { gatewayReads } from './gatewayReads';
import { linkedAccountsQuery } from './linkedAccounts';

/**
 * Issue 17 (ACC-76 … ACC-80): the linked services and the home gateway of one of them, the subscriber's own,
 * behind the guard. The gateway page's account comes from its address; the server answers only for the
 * caller's own accounts, so a changed address reads nothing (GW01).
 */
export const linkedServicesRoutes: RouteObject[] = [
  signedInRoutes([
    {
      path: paths.linkedServices.path,
      loader: prefetches(({ queries, subscriber }) =>
        subscriber === null ? [] : [linkedAccountsQuery(queries)],
      ),
      lazy: withNamespaces(['linkedServices', 'ui:linkedServices'], () => import('./LinkedServicesRoute')),
    },
    {
      path: paths.homeGateway.path,
      loader: prefetches(({ queries, subscriber }, { params }) => {
        const account = params['account'];
        if (subscriber === null || account === undefined) return [];
        return Object.values(gatewayReads(queries, account));
      }),
      lazy: withNamespaces(['linkedServices', 'ui:linkedServices'], () => import('./GatewayRoute')),
    },
  ]),
];
