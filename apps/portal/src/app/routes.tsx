import type { RouteObject } from 'react-router-dom';
import { homeRoutes } from '../features/home/routes';
import { PageLoading } from './PageLoading';

/**
 * Every page and the shell itself are lazy chunks: the entry holds only React, the router and i18n.
 * Each feature exports its own route objects from features/<name>/routes.tsx; one line per feature.
 */
export const routes: RouteObject[] = [
  {
    lazy: () => import('./Shell'),
    hydrateFallbackElement: <PageLoading />,
    children: [
      ...homeRoutes,
      // SHELL-040 (GAP): anything else is a not-found page, last.
      { path: '*', lazy: () => import('../features/not-found/NotFoundRoute') },
    ],
  },
];
