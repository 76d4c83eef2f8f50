import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { withNamespaces } from '../../lib/withNamespaces';

/** /dich-vu and its sub-pages (SHELL-051 … SHELL-059) and the shareable package detail. */
export const packagesRoutes: RouteObject[] = [
  { path: '/dich-vu', lazy: withNamespaces(['packages'], () => import('./CatalogueRoute')) },
  { path: '/dich-vu/:service', lazy: withNamespaces(['packages'], () => import('./CatalogueRoute')) },
  {
    path: paths.packageDetail.path,
    lazy: withNamespaces(['packages'], () => import('./PackageDetailRoute')),
  },
];
