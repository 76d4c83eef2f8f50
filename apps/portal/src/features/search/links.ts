import type { NewsItem, PackageSummary } from '@selfcare/domain';
import { paths } from '../../config/paths';

/** A search result's package detail: its header group when the server names one, else the mobile packages. */
export function packageHrefOf(pkg: PackageSummary & { readonly group?: string }): string {
  return paths.packageDetail.getHref(pkg.group ?? 'goi-cuoc-di-dong', pkg.code);
}

/** SRCH-08: search results open the news detail with the 'all' tab (the item's group is not in ENT-43). */
export function newsHrefOf(item: NewsItem): string {
  return paths.newsDetail.getHref('all', item.id);
}
