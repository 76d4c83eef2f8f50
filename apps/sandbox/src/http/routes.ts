import { defaultServiceBases, type CallDef } from '@selfcare/api-client/contract';

/** The portal's default base URL of each service (its origin proxies them to the sandbox). */
export const servicePrefixes = defaultServiceBases;

export interface Route {
  readonly name: string;
  readonly row: CallDef;
  /** The path with the configured product id, e.g. /api/mobile/vnpt_url_mapping. */
  readonly path: string;
  /** Matches the same path with any product id (a portal configured with another one still works). */
  readonly pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function routeOf(name: string, row: CallDef, productId: string): Route {
  const relative = `${servicePrefixes[row.service]}/${row.path.replace(/^\/+/, '')}`;
  const pattern = new RegExp(
    `^${escapeRegExp(relative).replace(escapeRegExp('{product}'), '[A-Za-z0-9-]+')}$`,
  );
  return { name, row, path: relative.replace('{product}', productId), pattern };
}

/** Finds the row behind a request path: an exact match first, then any product id. */
export function routeTable(calls: Readonly<Record<string, CallDef>>, productId: string) {
  const routes = Object.entries(calls).map(([name, row]) => routeOf(name, row, productId));
  const exact = new Map(routes.map((route) => [route.path, route]));
  const withProduct = routes.filter((route) => route.row.path.includes('{product}'));
  return {
    routes,
    find(path: string): Route | undefined {
      return exact.get(path) ?? withProduct.find((route) => route.pattern.test(path));
    },
  };
}
