import type { RouteObject } from 'react-router-dom';

/** An address for every route of the table: parameters filled in, splats given two segments. */
export function everyRouteAddress(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`;
    const own =
      path
        .replace(/:\w+\??/g, 'x1')
        .replace(/\*$/, 'a/b')
        .replace(/\/+/g, '/') || '/';
    return [own, ...everyRouteAddress(route.children ?? [], path)];
  });
}
