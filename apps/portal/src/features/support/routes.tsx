import type { RouteObject } from 'react-router-dom';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';
import { contentPages, supportHref } from './supportPaths';

/**
 * Issue 20: the FAQ (ACC-69), the text pages (ACC-96), sending a request (ACC-67) and the sent requests
 * (ACC-68). Both are public links (SHELL-092, SHELL-093): a guest sees the page and a sign-in button.
 */
export const supportRoutes: RouteObject[] = [
  {
    path: supportHref('faq'),
    loader: prefetches(({ queries }) => [queries.supportQueries.faq()]),
    lazy: withNamespaces(['support'], () => import('./FaqRoute')),
  },
  ...contentPages.map((page) => ({
    path: supportHref(page),
    handle: { contentPage: page },
    lazy: withNamespaces(['support'], () => import('./ContentRoute')),
  })),
  {
    path: supportHref('sendRequest'),
    loader: prefetches(({ queries }) => [queries.supportQueries.frequentErrors()]),
    lazy: withNamespaces(['support'], () => import('./SendRequestRoute')),
  },
  {
    // SHELL-093: a public footer link, so a guest gets the page with a sign-in button, not the guard.
    path: supportHref('sentRequests'),
    loader: prefetches(({ queries, subscriber }) => [
      subscriber !== null && queries.supportQueries.sentRequests(),
    ]),
    lazy: withNamespaces(['support'], () => import('./SentRequestsRoute')),
  },
];
