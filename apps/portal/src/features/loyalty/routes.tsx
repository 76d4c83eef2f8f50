import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { signedInRoutes } from '../../lib/guard';
import { withNamespaces } from '../../lib/withNamespaces';

/**
 * VinaPhone Plus, the member's side (issue 15): the member page, the point history, the services that
 * earn points and the privileges of every tier. A guest is asked to sign in on the page and stays there (lib/guard.ts); the member's
 * token and info come from the sign-in's cache (DOM-13), so the pages need no loader of their own.
 */
export const loyaltyRoutes: RouteObject[] = [
  signedInRoutes([
    {
      path: paths.loyalty.getHref(),
      lazy: withNamespaces(['loyalty'], () => import('./MemberRoute')),
    },
    {
      path: paths.loyalty.getHref('point-history'),
      lazy: withNamespaces(['loyalty'], () => import('./PointHistoryRoute')),
    },
    {
      path: paths.loyalty.getHref('point-service'),
      lazy: withNamespaces(['loyalty'], () => import('./PointServiceRoute')),
    },
    {
      path: paths.loyalty.getHref('membership-benefits'),
      lazy: withNamespaces(['loyalty'], () => import('./BenefitsRoute')),
    },
  ]),
];
