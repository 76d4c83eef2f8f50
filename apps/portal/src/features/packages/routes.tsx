import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

/** /dich-vu and its sub-pages (SHELL-051 … SHELL-059) and the shareable package detail. */
export const packagesRoutes: RouteObject[] = [
  { path: '/dich-vu', lazy: () => import('./CatalogueRoute') },
  { path: '/dich-vu/:service', lazy: () => import('./CatalogueRoute') },
  { path: paths.packageDetail.path, lazy: () => import('./PackageDetailRoute') },
];
