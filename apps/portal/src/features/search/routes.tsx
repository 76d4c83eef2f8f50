import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { withNamespaces } from '../../lib/withNamespaces';

/** SRCH-04: /tim-kiem/{text}, the search text as the trailing path segment. */
export const searchRoutes: RouteObject[] = [
  { path: paths.search.path, lazy: withNamespaces(['search', 'packages'], () => import('./SearchRoute')) },
];
