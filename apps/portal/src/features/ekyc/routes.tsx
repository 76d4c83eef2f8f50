import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { signedInRoutes } from '../../lib/guard';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';

/** The first screen's reads: the owner check, the latest request and the operator's invitation. */
const ekycData = prefetches(({ queries, subscriber }) =>
  subscriber === null
    ? []
    : [
        queries.ekycQueries.ownerCheck(),
        queries.ekycQueries.requestState(),
        queries.ekycQueries.updateNotice(),
      ],
);

/**
 * Issue 19 (SHELL-033, SHELL-034, ACC-57): the identity update at the spec's `ekyc` and `ekyc_tttb`
 * paths, one page for both (the path chooses the purpose), for a signed-in subscriber only.
 */
export const ekycRoutes: RouteObject[] = [
  signedInRoutes(
    [paths.ekyc.path, paths.ekycStandardise.path].map((path) => ({
      path,
      loader: ekycData,
      lazy: withNamespaces(['ekyc', 'ui:ekyc'], () => import('./EkycRoute')),
    })),
  ),
];
