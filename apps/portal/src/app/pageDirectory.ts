import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PageExists } from '../lib/pageDirectory';

/** A route of the table with its whole address, and a loose test of that address compiled on first use. */
interface Branch {
  route: RouteObject;
  /** The address's first segment in lower case when it is a plain word: no other first word can match. */
  first: string | undefined;
  mayMatch: () => RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A test that every address the router could match with `path` passes (and a few it would not): parameters and
 * splats are wildcards, optional segments optional, case and trailing slashes ignored as the router ignores them.
 */
function looseTest(path: string): RegExp {
  const segments = path.split('/').filter(Boolean);
  const pattern = segments
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      const body = name.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(name)}`;
      return optional ? `(?:${body})?` : body;
    })
    .join('');
  return new RegExp(`^${pattern}/*$`, 'i');
}

/**
 * Every route that can match on its own (one with a path, or an index route) as a route without children
 * carrying its whole address; children before their parent, the order the router ranks ties in.
 */
function branchesOf(routes: RouteObject[], parentPath = ''): Branch[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parentPath : `${parentPath}/${route.path}`.replace(/\/+/g, '/');
    const children = route.children ? branchesOf(route.children, path) : [];
    if (route.path === undefined && !route.index) return children;
    // The handle keeps what the answer needs: whether the route is the not-found catch-all.
    const handle = { catchAll: route.path === '*' };
    const own: RouteObject = route.index ? { index: true, path, handle } : { path, handle };
    const [first = ''] = path.split('/').filter(Boolean);
    const plain = first !== '' && !/^[:*]|\?$/.test(first);
    let test: RegExp | undefined;
    const mayMatch = () => (test ??= looseTest(path || '/'));
    return [...children, { route: own, first: plain ? first.toLowerCase() : undefined, mayMatch }];
  });
}

/**
 * Answers from a route table: an address has a page when its deepest matching route is not the
 * not-found catch-all ('*'). Entries of pages that later issues build appear as soon as their route does.
 */
export function pageExistsIn(routes: RouteObject[]): PageExists {
  // matchRoutes flattens and ranks the table it is given on every call, and the shell asks for each of its
  // links (issue 22: 20 ms of the shell's first render on a slow phone). So the table is flattened once; a
  // comparison of the first word, then a test compiled on first use, rule out the routes that cannot match;
  // and the router ranks only the few left. Compiling a test for every route cost the shell's first render
  // another 7 ms (issue 22).
  let branches: Branch[] | undefined;
  const answers = new Map<string, boolean>();
  return (href) => {
    const { pathname } = new URL(href, 'http://portal.invalid');
    let exists = answers.get(pathname);
    if (exists === undefined) {
      branches ??= branchesOf(routes);
      const decoded = safeDecode(pathname);
      const [first = ''] = decoded.split('/').filter(Boolean);
      const word = first.toLowerCase();
      const candidates = branches
        .filter(
          (branch) =>
            (branch.first === undefined || branch.first === word) && branch.mayMatch().test(decoded),
        )
        .map((branch) => branch.route);
      const page = matchRoutes(candidates, pathname)?.at(-1)?.route;
      exists = page !== undefined && !(page.handle as { catchAll: boolean }).catchAll;
      answers.set(pathname, exists);
    }
    return exists;
  };
}

/** The address as the router matches it: decoded, or as it is when it cannot be. */
export function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
