import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { PageLoading } from './PageLoading';

/** Every page and the shell itself are lazy chunks: the entry holds only React, the router and i18n. */
export const routes: RouteObject[] = [
  {
    lazy: () => import('./Shell'),
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: paths.home.path, lazy: () => import('../features/home/HomeRoute') },
      { path: '*', lazy: () => import('../features/not-found/NotFoundRoute') },
    ],
  },
];
