import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { withNamespaces } from '../../lib/withNamespaces';

/** ROAM-001, ROAM-117: public routes (ROAM-003); the token in the address carries the session. */
export const roamingRoutes: RouteObject[] = [
  {
    path: paths.roaming.path,
    lazy: withNamespaces(['roaming', 'ui:roaming'], () => import('./RoamingRoute')),
  },
  {
    path: paths.roamingResult.path,
    lazy: withNamespaces(['roaming', 'ui:roaming'], () => import('./RoamingResultRoute')),
  },
];
