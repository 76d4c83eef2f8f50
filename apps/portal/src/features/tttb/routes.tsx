import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { withNamespaces } from '../../lib/withNamespaces';

/**
 * LAND-01 … LAND-11: §2.1 gives the subscriber-information page three paths; all show the same page,
 * which loads the texts of the ui LandingTttb blocks it shows (issue 22).
 */
const page = withNamespaces(['tttb', 'ui:landingTttb'], () => import('./TttbRoute'));

export const tttbRoutes: RouteObject[] = [
  paths.subscriberInfo.path,
  paths.subscriberInfoUpdate.path,
  paths.subscriberInfoAlias.path,
].map((path) => ({ path, lazy: page }));
