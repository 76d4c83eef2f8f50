import type { RouteObject } from 'react-router-dom';
import { getI18n } from 'react-i18next';
import { paths } from '../../config/paths';
import { defaultServiceGroup } from '../../config/serviceGroups';
import { activePackages } from '../../lib/packages/prefetch';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';

/**
 * The home's first screen, fetched while its chunk loads: the banners (in the reader's language),
 * the summary's user info and active packages for a subscriber, the first package group and the
 * news tabs. What is further down loads when its tab is chosen.
 */
const homeData = prefetches((portal) => {
  const { queries, subscriber } = portal;
  const language = (getI18n() as ReturnType<typeof getI18n> | undefined)?.language ?? 'vi';
  return [
    queries.contentQueries.homeBanners(language),
    subscriber !== null && queries.accountQueries.userInfo({ msisdn: subscriber }),
    activePackages(portal),
    queries.packageQueries.search({ group: defaultServiceGroup }),
    queries.newsQueries.groups(),
    queries.newsQueries.search({}),
  ];
});

export const homeRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    loader: homeData,
    // The package cards' register / cancel dialogs read packageActions (lib/packages).
    lazy: withNamespaces(
      ['home', 'packageActions', 'ui:home', 'ui:packages', 'ui:payment', 'ui:news'],
      () => import('./HomeRoute'),
    ),
  },
];
