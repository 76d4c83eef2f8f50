import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { safeDecode } from './pageDirectory';

/** The shell's route: every page is its child. An id of its own, so pages can be patched into it. */
const shellId = 'shell';

/** The first segment of an address, in lower case ('' for the home). */
function firstWordOf(pathname: string): string {
  const [first = ''] = safeDecode(pathname).split('/').filter(Boolean);
  return first.toLowerCase();
}

/**
 * The first words a route's addresses can start with, in lower case ('' for the home), or 'any' when one of them
 * starts with a parameter or a splat (or the route has no address of its own and no children).
 */
function wordsOf(route: RouteObject): ReadonlySet<string> | 'any' {
  if (route.index) return new Set(['']);
  if (route.path === undefined) {
    const words = new Set<string>();
    for (const child of route.children ?? []) {
      const own = wordsOf(child);
      if (own === 'any') return 'any';
      for (const word of own) words.add(word);
    }
    return words.size > 0 ? words : 'any';
  }
  const [first = ''] = route.path.split('/').filter(Boolean);
  return /^[:*]|\?$/.test(first) ? 'any' : new Set([first.toLowerCase()]);
}

/**
 * Route discovery (issue 22): the router starts with the shell and only the pages whose address can start with the
 * page's first word, and is given the others as a navigation needs them (react-router's
 * `patchRoutesOnNavigation`). With the whole table, the start matched the address against every route three
 * times and converted every route into the router's form: 20–30 ms of a slow phone's start in a trace. A route
 * whose address starts with a parameter or a splat (the not-found page) is always given, so the router
 * matches what it would match with the whole table.
 *
 * The prefetcher and the page directory keep the whole table: they match addresses, never render them.
 */
export function routeDiscovery(table: RouteObject[]) {
  const [shell] = table;
  if (!shell || shell.index || table.length !== 1)
    throw new Error('the route table is the shell with every page as its child');
  const pages = shell.children ?? [];
  const words = pages.map(wordsOf);
  const pagesFor = (pathname: string) => {
    const word = firstWordOf(pathname);
    return pages.filter((_, index) => {
      const own = words[index];
      return own === 'any' || own?.has(word) === true;
    });
  };
  return {
    /** The table to start the router with, for the page's address. */
    tableFor: (pathname: string): RouteObject[] => [{ ...shell, id: shellId, children: pagesFor(pathname) }],
    /** Gives the router the pages an address may need; those it already has, it keeps (react-router dedupes). */
    patchRoutesOnNavigation: (({ path, patch }) => {
      patch(shellId, pagesFor(path));
    }) satisfies PatchRoutesOnNavigationFunction,
  };
}
