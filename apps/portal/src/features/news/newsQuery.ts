/** What the news page reads, from its address: /tinh-nang/tin-tuc?tab={groupId|all}&id={newsId}. */

/** The 'all' tab lists every group's news. */
export const allTab = 'all';

export function newsPageOf(query: URLSearchParams): { tab: string; id: string | null } {
  return { tab: query.get('tab') || allTab, id: query.get('id') };
}

/** SRCH-09: news_search of one group (its id), or of every group. */
export function newsSearchOf(tab: string): { group_id?: string | number } {
  return tab === allTab ? {} : { group_id: Number(tab) || tab };
}
