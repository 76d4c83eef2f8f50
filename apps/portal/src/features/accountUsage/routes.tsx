import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { signedInRoutes } from '../../lib/guard';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';

/**
 * Issue 17: the usage detail with its chart, and the top-up or bill history, for a signed-in subscriber
 * only. The loader reads the plan (which history rows apply) while the chunk, and the chart library
 * in it, loads.
 */
export const accountUsageRoutes: RouteObject[] = [
  signedInRoutes([
    {
      path: paths.accountUsage.path,
      loader: prefetches(({ queries }) => [queries.accountOverviewQueries.subscriber()]),
      lazy: withNamespaces(['accountUsage', 'ui:accountUsage'], () => import('./AccountUsageRoute')),
    },
  ]),
];
