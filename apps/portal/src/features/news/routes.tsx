import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';
import { newsPageOf, newsSearchOf } from './newsQuery';

/** SRCH-08: /tinh-nang/tin-tuc?tab={tab}&id={newsId}: the list of a group, or one article when id is set. */
export const newsRoutes: RouteObject[] = [
  {
    path: paths.newsDetail.path,
    loader: prefetches(({ queries: { newsQueries } }, { request }) => {
      const { tab, id } = newsPageOf(new URL(request.url).searchParams);
      return id
        ? [newsQueries.detail({ news_id: id })]
        : [newsQueries.groups(), newsQueries.search(newsSearchOf(tab))];
    }),
    lazy: withNamespaces(['news', 'ui:news'], () => import('./NewsRoute')),
  },
];
