import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { signedInRoutes } from '../../lib/guard';
import { activePackages } from '../../lib/packages/prefetch';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';

/**
 * Issue 17, part A: the account overview, the personal information and the change of password, the
 * subscriber's own, behind the guard (a guest signs in on the page and lands on it). The overview's
 * loader fetches who the subscriber is and their money while the chunk loads; the allowances, packages
 * and bills follow on the page (each block shows its own loading and failure).
 */
export const accountOverviewRoutes: RouteObject[] = [
  signedInRoutes([
    {
      path: paths.account.path,
      loader: prefetches((portal) => {
        const { accountOverviewQueries: account } = portal.queries;
        return [account.subscriber(), account.balances(), account.wallet(), activePackages(portal)];
      }),
      // The cancel flow is the catalogue's (lib/packages): its dialogs' texts load with the page.
      lazy: withNamespaces(
        ['accountOverview', 'packageActions', 'ui:account', 'ui:packages', 'ui:payment'],
        () => import('./OverviewRoute'),
      ),
    },
    {
      path: paths.personalInfo.path,
      loader: prefetches(({ queries }) => [queries.accountOverviewQueries.personalInfo()]),
      lazy: withNamespaces(['accountOverview', 'ui:account'], () => import('./PersonalInfoRoute')),
    },
    {
      path: paths.changePassword.path,
      lazy: withNamespaces(['accountOverview', 'ui:account'], () => import('./ChangePasswordRoute')),
    },
  ]),
];
