import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PageExists } from '../lib/pageDirectory';

/**
 * Answers from a route table: an address has a page when its deepest matching route is not the
 * not-found catch-all ('*'). Entries of pages that later issues build appear as soon as their route does.
 */
export function pageExistsIn(routes: RouteObject[]): PageExists {
  return (href) => {
    const { pathname } = new URL(href, 'http://portal.invalid');
    const matches = matchRoutes(routes, pathname);
    const page = matches?.at(-1)?.route;
    return page !== undefined && page.path !== '*';
  };
}
