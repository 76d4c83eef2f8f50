import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { withNamespaces } from '../../lib/withNamespaces';

/** SRCH-08: /tinh-nang/tin-tuc?tab={tab}&id={newsId}: the list of a group, or one article when id is set. */
export const newsRoutes: RouteObject[] = [
  { path: paths.newsDetail.path, lazy: withNamespaces(['news'], () => import('./NewsRoute')) },
];
