import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { signedInRoutes } from '../../lib/guard';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';

/**
 * Issue 18: the family group and the home combo on one page (ACC-09 … ACC-27, PKG-51), the subscriber's
 * own, behind the guard. The loader fetches where the subscriber stands and the home combo; the group's
 * rows follow once the page knows whether it shows a master's or a member's view.
 */
export const familyRoutes: RouteObject[] = [
  signedInRoutes([
    {
      path: paths.family.path,
      loader: prefetches(({ queries, subscriber }) =>
        subscriber === null
          ? []
          : [
              queries.familyQueries.status(),
              queries.familyQueries.homeComboRemain(),
              queries.familyQueries.homeComboPackages(),
            ],
      ),
      lazy: withNamespaces(['family', 'ui:family'], () => import('./FamilyRoute')),
    },
  ]),
];
