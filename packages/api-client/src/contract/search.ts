/** §7 Search and news (API-095 ... API-098). */
import * as z from 'zod/mini';
import { defineCalls, mobileRow } from './define';
import { newsGroupRecord, newsRecord, packageRecord } from './records';
import { listOf, mobileResponse, unshownBody } from './wire';

/** SRCH-05: search bodies are not shown; the text the user typed is sent as `keyword`. */
const searchRequest = z.looseObject({ keyword: z.optional(z.string()) });

export const searchCalls = defineCalls({
  package_search: mobileRow(
    'read',
    'API-095',
    '/package_search',
    searchRequest,
    mobileResponse(listOf(packageRecord)),
    {
      assumed: 'fields not shown; body { keyword }, result a list of package cards (ENT-32)',
    },
  ),
  news_search: mobileRow(
    'read',
    'API-096',
    '/news_search',
    searchRequest,
    mobileResponse(listOf(newsRecord)),
    {
      assumed: 'fields not shown; body { keyword }, result a list of news items (ENT-43)',
    },
  ),
  help_news_detail: mobileRow(
    'read',
    'API-097',
    '/help_news_detail',
    z.looseObject({ news_id: z.union([z.string(), z.number()]) }),
    mobileResponse(z.extend(newsRecord, { CONTENT: z.nullish(z.string()) })),
    { assumed: 'fields not shown; body { news_id }, result one news item with its HTML CONTENT' },
  ),
  help_news_group: mobileRow(
    'read',
    'API-098',
    '/help_news_group',
    unshownBody,
    mobileResponse(listOf(newsGroupRecord)),
    { assumed: 'fields not shown (SRCH-09): result [{ GROUP_ID, GROUP_NAME, GROUP_NAME_EN }]' },
  ),
});
