import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { withNamespaces } from '../../lib/withNamespaces';
import { guardedServicePages } from './servicePages';

/** SHELL-044 … SHELL-046 shortcut paths to the external payment site, and SHELL-032 /version. */
export const shellRoutes: RouteObject[] = [
  ...guardedServicePages.map((page) => ({
    path: paths.features.getHref(page),
    lazy: withNamespaces(['shell'], () => import('./ExternalPaymentRoute')),
  })),
  { path: paths.version.path, lazy: withNamespaces(['shell'], () => import('./VersionRoute')) },
];
