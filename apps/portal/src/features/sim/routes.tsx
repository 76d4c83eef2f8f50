import type { RouteObject } from 'react-router-dom';
import { signedInRoutes } from '../../lib/guard';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';
import { simHref } from './simPaths';

/**
 * Issue 18, the SIM pages: multi-SIM (ACC-28), the 4G and EZCom SIM change (ACC-30 … ACC-33) and buying
 * a SIM with a held number (ACC-35, ACC-36). All three are the subscriber's own: behind the guard (ROLE-03
 * hides two of them from guests' menus; a guest opening any of them is asked to sign in and comes back).
 */
export const simRoutes: RouteObject[] = [
  signedInRoutes([
    {
      path: simHref('multiSim'),
      loader: prefetches(({ queries, subscriber }) => [subscriber !== null && queries.simQueries.multiSim()]),
      lazy: withNamespaces(['sim', 'ui:sim'], () => import('./MultiSimRoute')),
    },
    {
      path: simHref('simChange'),
      loader: prefetches(({ queries, subscriber }) =>
        subscriber === null ? [] : [queries.simQueries.sim4gCheck(), queries.simQueries.ezcomCheck()],
      ),
      lazy: withNamespaces(['sim', 'ui:sim'], () => import('./SimChangeRoute')),
    },
    {
      path: simHref('simRegistration'),
      loader: prefetches(({ queries, subscriber }) =>
        subscriber === null
          ? []
          : [
              queries.simQueries.numbers(),
              queries.simQueries.currentHold(),
              queries.locationQueries.provinces(),
            ],
      ),
      lazy: withNamespaces(['sim', 'ui:sim'], () => import('./SimRegistrationRoute')),
    },
  ]),
];
