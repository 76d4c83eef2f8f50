import type { RouteObject } from 'react-router-dom';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';
import { contentPages, supportHref } from './supportPaths';

/**
 * Issue 20: the FAQ (ACC-69), the text pages (ACC-96), sending a request (ACC-67), the sent requests
 * (ACC-68) and the quality reports (ACC-73). All are public links (SHELL-092, SHELL-093, SHELL-074): a guest
 * sees the page and a sign-in button where a write needs one.
 */
export const supportRoutes: RouteObject[] = [
  {
    path: supportHref('faq'),
    loader: prefetches(({ queries }) => [queries.supportQueries.faq()]),
    lazy: withNamespaces(['support', 'ui:support'], () => import('./FaqRoute')),
  },
  ...contentPages.map((page) => ({
    path: supportHref(page),
    handle: { contentPage: page },
    lazy: withNamespaces(['support', 'ui:support'], () => import('./ContentRoute')),
  })),
  {
    path: supportHref('sendRequest'),
    loader: prefetches(({ queries }) => [queries.supportQueries.frequentErrors()]),
    lazy: withNamespaces(['support', 'ui:support'], () => import('./SendRequestRoute')),
  },
  {
    // SHELL-093: a public footer link, so a guest gets the page with a sign-in button, not the guard.
    path: supportHref('sentRequests'),
    loader: prefetches(({ queries, subscriber }) => [
      subscriber !== null && queries.supportQueries.sentRequests(),
    ]),
    lazy: withNamespaces(['support', 'ui:support'], () => import('./SentRequestsRoute')),
  },
  {
    // ACC-73: the category tree and the reports prefetch while the chunk loads (the list marks the
    // subscriber's own votes, so its key names them).
    path: supportHref('qualityReports'),
    loader: prefetches(({ queries }) => [
      queries.qualityQueries.categories(),
      queries.qualityQueries.reports(),
    ]),
    lazy: withNamespaces(['support', 'ui:support'], () => import('./QualityReportsRoute')),
  },
];
