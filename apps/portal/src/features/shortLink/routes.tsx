import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { withNamespaces } from '../../lib/withNamespaces';

/** LAND-55 … LAND-66: the short-link page (path chosen: /s, docs/decisions/landing.md). */
export const shortLinkRoutes: RouteObject[] = [
  { path: paths.shortLink.path, lazy: withNamespaces(['shortLink'], () => import('./ShortLinkRoute')) },
];
