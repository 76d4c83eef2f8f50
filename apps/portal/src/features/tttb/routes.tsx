import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { withNamespaces } from '../../lib/withNamespaces';

/** LAND-01 … LAND-11: §2.1 gives the subscriber-information page three paths; all show the same page. */
const page = withNamespaces(['tttb'], () => import('./TttbRoute'));

export const tttbRoutes: RouteObject[] = [
  paths.subscriberInfo.path,
  paths.subscriberInfoUpdate.path,
  paths.subscriberInfoAlias.path,
].map((path) => ({ path, lazy: page }));
