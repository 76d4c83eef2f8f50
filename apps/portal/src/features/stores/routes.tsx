import type { RouteObject } from 'react-router-dom';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';
import { storeLocatorHref } from './storesPaths';

/**
 * Issue 20, §2.9: the store locator, public (ROLE-01: stores are the same for every visitor). The loader
 * fetches the provinces; the nearby search waits for the page to know where the user is.
 */
export const storesRoutes: RouteObject[] = [
  {
    path: storeLocatorHref,
    loader: prefetches(({ queries }) => [queries.locationQueries.storeProvinces()]),
    lazy: withNamespaces(['stores', 'ui:storeLocator'], () => import('./StoreLocatorRoute')),
  },
];
