import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { withNamespaces } from '../../lib/withNamespaces';

export const homeRoutes: RouteObject[] = [
  { path: paths.home.path, lazy: withNamespaces(['home'], () => import('./HomeRoute')) },
];
