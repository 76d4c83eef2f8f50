/**
 * Service quality (API-099 … API-102, ACC-73, issue 20): the category tree and the list are public
 * reads; a report is filed by, and a vote counted for, the session's own subscriber only. One vote per
 * subscriber and report is the votes table's primary key, so votes sent at the same moment stay one.
 */
import { problemDescriptionError } from '@selfcare/domain';
import type { SqlExecutor } from '../db/database';
import { InvalidInput, OperatorError } from '../http/operator-error';
import { nowDate } from '../app-context';
import { signedIn, type Handlers } from './types';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });

/** A subscriber files at most this many reports a day (each is a stored row: no flooding the table). */
export const REPORTS_PER_DAY = 10;
/** The list shows the newest reports only. */
export const LISTED_REPORTS = 30;
const dayMs = 86_400_000;

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  name_en: string | null;
}

interface CategoryNode {
  id: number;
  name: string;
  name_en: string | null;
  childs: CategoryNode[];
}

function categoryTree(rows: readonly CategoryRow[], parent: number | null = null): CategoryNode[] {
  return rows
    .filter((row) => row.parent_id === parent)
    .map((row) => ({ id: row.id, name: row.name, name_en: row.name_en, childs: categoryTree(rows, row.id) }));
}

interface ReportRow {
  id: number;
  content: string;
  created_at: Date;
  latitude: number | null;
  longitude: number | null;
  category_name: string;
  category_name_en: string | null;
  address: string | null;
  votes: number;
  voted: boolean;
  mine: boolean;
}

/** ACC-73: the place is the whole cascade (a ward of that district of that province) or a position. */
async function placeOf(
  db: SqlExecutor,
  request: {
    province_id?: string | undefined;
    district_id?: string | undefined;
    precinct_id?: string | undefined;
    latitude?: number | undefined;
    longitude?: number | undefined;
  },
): Promise<{ precinctId: number | null; latitude: number | null; longitude: number | null }> {
  const byAddress = [request.province_id, request.district_id, request.precinct_id];
  const byPosition = [request.latitude, request.longitude];
  const addressGiven = byAddress.every((value) => value !== undefined);
  const positionGiven = byPosition.every((value) => value !== undefined);
  if (addressGiven === positionGiven || (!addressGiven && byAddress.some((v) => v !== undefined)))
    throw new InvalidInput(
      'place: send either province_id, district_id and precinct_id, or latitude and longitude.',
    );
  if (positionGiven)
    return { precinctId: null, latitude: request.latitude ?? null, longitude: request.longitude ?? null };
  const [ward] = await db.query<{ id: number }>(
    `select p.id from precincts p join districts d on d.id = p.district_id
     where p.id = $1 and d.id = $2 and d.province_id = $3`,
    [Number(request.precinct_id), Number(request.district_id), Number(request.province_id)],
  );
  if (!ward) throw new InvalidInput('precinct_id: no such ward in that district and province.');
  return { precinctId: ward.id, latitude: null, longitude: null };
}

export const qualityHandlers: Handlers = {
  async mobile_staff_list_category(_request, app) {
    const rows = await app.db.query<CategoryRow>('select * from quality_categories order by sort');
    return ok(categoryTree(rows));
  },

  // API-099: everyone's newest reports; the reporter's number never leaves, only whether it is the caller.
  async mobile_staff_list_ccos(_request, context) {
    const caller = context.msisdn ?? '';
    const rows = await context.db.query<ReportRow>(
      `select r.id, r.content, r.created_at, r.latitude, r.longitude,
              c.name as category_name, c.name_en as category_name_en,
              case when p.id is null then null else p.name || ', ' || d.name || ', ' || pr.name end as address,
              (select count(*)::int from quality_votes v where v.report_id = r.id) as votes,
              exists (select 1 from quality_votes v where v.report_id = r.id and v.msisdn = $1) as voted,
              r.msisdn = $1 as mine
       from quality_reports r
       join quality_categories c on c.id = r.category_id
       left join precincts p on p.id = r.precinct_id
       left join districts d on d.id = p.district_id
       left join provinces pr on pr.id = d.province_id
       order by r.created_at desc, r.id desc limit $2`,
      [caller, LISTED_REPORTS],
    );
    return ok(
      rows.map((row) => ({
        CCOS_ID: row.id,
        CATEGORY_NAME: row.category_name,
        CATEGORY_NAME_EN: row.category_name_en,
        CONTENT: row.content,
        ADDRESS: row.address,
        LATITUDE: row.latitude,
        LONGITUDE: row.longitude,
        CREATED_AT: row.created_at.toISOString(),
        VOTES: row.votes,
        VOTED: row.voted,
        MINE: row.mine,
      })),
    );
  },

  // API-101: the caller's own report under a leaf category; filing it counts as the reporter's vote.
  async mobile_staff_post_ccos(request, context) {
    const msisdn = signedIn(context);
    const content = request.content.trim();
    const refusal = problemDescriptionError(content);
    if (refusal) throw new InvalidInput(`content: ${refusal.key}`);
    const [category] = await context.db.query<{ id: number; children: number }>(
      `select c.id, (select count(*)::int from quality_categories k where k.parent_id = c.id) as children
       from quality_categories c where c.id = $1`,
      [Number(request.category_id)],
    );
    if (!category || category.children > 0)
      throw new InvalidInput('category_id: not a category a report can be filed under.');
    const place = await placeOf(context.db, request);
    const now = nowDate(context);
    const id = await context.db.transaction(async (tx) => {
      const [filed] = await tx.query<{ count: number }>(
        'select count(*)::int as count from quality_reports where msisdn = $1 and created_at > $2',
        [msisdn, new Date(now.getTime() - dayMs)],
      );
      if ((filed?.count ?? 0) >= REPORTS_PER_DAY)
        throw new OperatorError(
          'CCOS_LIMIT',
          'Bạn đã gửi quá số phản ánh cho phép trong ngày, vui lòng thử lại sau.',
        );
      const [row] = await tx.query<{ id: number }>(
        `insert into quality_reports
           (msisdn, category_id, content, precinct_id, latitude, longitude, created_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [msisdn, category.id, content, place.precinctId, place.latitude, place.longitude, now],
      );
      await tx.query('insert into quality_votes (report_id, msisdn, voted_at) values ($1, $2, $3)', [
        row?.id,
        msisdn,
        now,
      ]);
      return row?.id ?? 0;
    });
    return ok({ CCOS_ID: id });
  },

  // API-102: one vote per subscriber and report; a second one is refused and changes nothing.
  async mobile_staff_update_vote(request, context) {
    const msisdn = signedIn(context);
    const reportId = Number(request.ccos_id);
    const [report] = await context.db.query<{ id: number }>('select id from quality_reports where id = $1', [
      reportId,
    ]);
    if (!report) throw new InvalidInput('ccos_id: no such report.');
    const counted = await context.db.query<{ report_id: number }>(
      `insert into quality_votes (report_id, msisdn, voted_at) values ($1, $2, $3)
       on conflict (report_id, msisdn) do nothing returning report_id`,
      [reportId, msisdn, nowDate(context)],
    );
    if (counted.length === 0)
      throw new OperatorError('VOTE_EXISTS', 'Bạn đã bình chọn cho phản ánh này rồi.');
    const [total] = await context.db.query<{ votes: number }>(
      'select count(*)::int as votes from quality_votes where report_id = $1',
      [reportId],
    );
    return ok({ CCOS_ID: reportId, VOTES: total?.votes ?? 0 });
  },
};
