import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';

/** PKG-34: the create-order form of a home internet or TV package, with its name and the provinces. */
export const orderRoutes: RouteObject[] = [
  {
    path: paths.packageOrder.path,
    loader: prefetches(({ queries }, { params }) => [
      queries.packageQueries.search({ group: params['service'] ?? '' }),
      queries.locationQueries.provinces(),
    ]),
    lazy: withNamespaces(['order', 'ui:order'], () => import('./OrderRoute')),
  },
];
