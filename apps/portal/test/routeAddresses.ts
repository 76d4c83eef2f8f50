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

/**
 * Addresses of every kind that a route table, or a view of it, must answer as the router does: odd ones (capitals,
 * a trailing slash, an encoded character, unknown paths, a query) and one for every route of the table.
 */
export function addressesToMatch(table: RouteObject[]): string[] {
  return [
    '/',
    '/dich-vu',
    '/DICH-VU/',
    '/dich-vu/goi-cuoc-di-dong',
    '/Banmoivnpt',
    '/banmoivnpt',
    '/sieuvoucher50',
    '/tai-khoan',
    '/tinh-nang/tin-tuc?tab=all',
    '/tinh-nang/khong-ton-tai',
    '/khong-ton-tai',
    '/khong-ton-tai/sau',
    '/tra-cuu/%C4%91',
    ...everyRouteAddress(table),
  ];
}
