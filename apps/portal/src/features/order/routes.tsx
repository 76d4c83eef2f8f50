import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

/** PKG-34: the create-order form of a home internet or TV package. */
export const orderRoutes: RouteObject[] = [
  { path: paths.packageOrder.path, lazy: () => import('./OrderRoute') },
];
