import type { NewsItem, PackageSummary } from '@selfcare/domain';
import { paths } from '../../config/paths';
import { defaultServiceGroup, isServiceGroup, type ServiceGroup } from '../../config/serviceGroups';

/** A search result's header group when the server names a known one, else the mobile packages. */
export function groupOfResult(pkg: PackageSummary & { readonly group?: string }): ServiceGroup {
  return isServiceGroup(pkg.group) ? pkg.group : defaultServiceGroup;
}

/** A search result's package detail page. */
export function packageHrefOf(pkg: PackageSummary & { readonly group?: string }): string {
  return paths.packageDetail.getHref(groupOfResult(pkg), pkg.code);
}

/** SRCH-08: search results open the news detail with the 'all' tab (the item's group is not in ENT-43). */
export function newsHrefOf(item: NewsItem): string {
  return paths.newsDetail.getHref('all', item.id);
}
