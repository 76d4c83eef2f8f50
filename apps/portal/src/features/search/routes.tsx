import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

/** SRCH-04: /tim-kiem/{text}, the search text as the trailing path segment. */
export const searchRoutes: RouteObject[] = [{ path: paths.search.path, lazy: () => import('./SearchRoute') }];
