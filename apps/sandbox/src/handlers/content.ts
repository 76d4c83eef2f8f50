/** News and banners (API-096 ... API-098, API-130, API-140); the FAQ is in support.ts. */
import type { Handlers } from './types';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });

interface NewsRow {
  id: number;
  title: string;
  image: string;
  group_name: string;
  group_id: number;
  description: string;
  en_description: string;
  content_html: string;
  published_at: Date;
}

const newsRecord = (row: NewsRow) => ({
  NEWS_ID: row.id,
  TITLE: row.title,
  IMAGE: row.image,
  GROUP_ID: row.group_id,
  GROUP_NAME: row.group_name,
  DESCRIPTION: row.description,
  EN_DESCRIPTION: row.en_description,
  DATETIME: row.published_at.toISOString(),
});

const newsQuery = 'select n.*, g.name as group_name from news n join news_groups g on g.id = n.group_id';

interface BannerRow {
  id: number;
  title: string;
  image_url: string;
  link: string;
}

export const contentHandlers: Handlers = {
  // API-096: { keyword?, group_id? }, newest first.
  async news_search(request, app) {
    const keyword = typeof request.keyword === 'string' ? request.keyword.trim() : '';
    const group = Number(request['group_id'] ?? 0) || 0;
    const rows = await app.db.query<NewsRow>(
      `${newsQuery} where ($1 = '' or n.title ilike '%' || $1 || '%') and ($2 = 0 or n.group_id = $2)
       order by n.published_at desc`,
      [keyword, group],
    );
    return ok(rows.map(newsRecord));
  },

  async help_news_detail(request, app) {
    const [row] = await app.db.query<NewsRow>(`${newsQuery} where n.id = $1`, [Number(request.news_id)]);
    if (!row)
      return {
        error_code: '1',
        message: 'Không tìm thấy tin tức.',
        result: { NEWS_ID: request.news_id, TITLE: '' },
      };
    return ok({ ...newsRecord(row), CONTENT: row.content_html });
  },

  async help_news_group(_request, app) {
    const rows = await app.db.query<{ id: number; name: string; name_en: string }>(
      'select * from news_groups order by id',
    );
    return ok(rows.map((row) => ({ GROUP_ID: row.id, GROUP_NAME: row.name, GROUP_NAME_EN: row.name_en })));
  },

  async media_get_banner(_request, app) {
    const rows = await app.db.query<BannerRow>('select * from banners order by sort');
    return ok(rows.map((row) => ({ ID: row.id, TITLE: row.title, IMAGE: row.image_url, LINK: row.link })));
  },

  // API-140: the config service's banners ({ data: [...] }).
  async ads_getBanners(_request, app) {
    const rows = await app.db.query<BannerRow>('select * from banners order by sort');
    return {
      data: rows.map((row) => ({
        id: String(row.id),
        image: row.image_url,
        link: row.link,
        title: row.title,
      })),
    };
  },
};
