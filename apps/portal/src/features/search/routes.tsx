import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { activePackages } from '../../lib/packages/prefetch';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';

/** SRCH-04: /tim-kiem/{text}, the search text as the trailing path segment. */
export const searchRoutes: RouteObject[] = [
  {
    path: paths.search.path,
    loader: prefetches(async (portal, { params }) => {
      // The search rule is domain code the entry does not carry: it comes with the loader's small chunk.
      const { searchOf } = await import('./keyword');
      const search = searchOf(params['text'] ?? '');
      return search
        ? [
            portal.queries.packageQueries.search({ keyword: search.keyword }),
            portal.queries.newsQueries.search({ keyword: search.keyword }),
            activePackages(portal),
          ]
        : [];
    }),
    lazy: withNamespaces(
      ['search', 'packageActions', 'ui:search', 'ui:packages', 'ui:payment', 'ui:news'],
      () => import('./SearchRoute'),
    ),
  },
];
