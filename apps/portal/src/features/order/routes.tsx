import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { withNamespaces } from '../../lib/withNamespaces';

/** PKG-34: the create-order form of a home internet or TV package. */
export const orderRoutes: RouteObject[] = [
  { path: paths.packageOrder.path, lazy: withNamespaces(['order'], () => import('./OrderRoute')) },
];
