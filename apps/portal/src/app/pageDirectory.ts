import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PageExists } from '../lib/pageDirectory';

/**
 * Answers from a route table: an address has a page when its deepest matching route is not the
 * not-found catch-all ('*'). Entries of pages that later issues build appear as soon as their route does.
 */
export function pageExistsIn(routes: RouteObject[]): PageExists {
  // Each answer is kept: matchRoutes flattens and ranks the whole table on every call, and the shell asks for
  // each of its links on every render (issue 22: about 40 ms at 4× CPU on the first one).
  const answers = new Map<string, boolean>();
  return (href) => {
    const { pathname } = new URL(href, 'http://portal.invalid');
    let exists = answers.get(pathname);
    if (exists === undefined) {
      const page = matchRoutes(routes, pathname)?.at(-1)?.route;
      exists = page !== undefined && page.path !== '*';
      answers.set(pathname, exists);
    }
    return exists;
  };
}
