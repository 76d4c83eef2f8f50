import type { Queries } from '@selfcare/api-client/query';

/** PKG-02: a page of package cards also shows which are active, for a signed-in subscriber only. */
export function activePackages(portal: { queries: Queries; subscriber: string | null }) {
  return portal.subscriber !== null && portal.queries.packageQueries.active();
}
