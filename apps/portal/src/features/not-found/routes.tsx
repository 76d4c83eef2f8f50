import type { RouteObject } from 'react-router-dom';
import { withNamespaces } from '../../lib/withNamespaces';

/** SHELL-040 (GAP): anything else is a not-found page; app/routes.tsx lists it last. */
export const notFoundRoutes: RouteObject[] = [
  { path: '*', lazy: withNamespaces(['not-found'], () => import('./NotFoundRoute')) },
];
