import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { guardedServicePages } from './navigation';

/** SHELL-044 … SHELL-046 shortcut paths to the external payment site, and SHELL-032 /version. */
export const shellRoutes: RouteObject[] = [
  ...guardedServicePages.map((page) => ({
    path: paths.features.getHref(page),
    lazy: () => import('./ExternalPaymentRoute'),
  })),
  { path: paths.version.path, lazy: () => import('./VersionRoute') },
];
