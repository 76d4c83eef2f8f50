/**
 * Support (API-087, API-091 … API-093, issue 20): the FAQ and the frequent errors are public reads;
 * tickets are stored per subscriber and read back only by the session's own subscriber.
 */
import { InvalidInput, OperatorError } from '../http/operator-error';
import { nowDate } from '../app-context';
import { checked, readUploadedFile, reencodePhoto } from '../services/photo-content';
import { storeSupportPhoto } from '../services/support-photos';
import { signedIn, type Handlers } from './types';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });

/** A subscriber sends at most this many tickets a day (a stored row each: no flooding the table). */
export const TICKETS_PER_DAY = 10;
const dayMs = 86_400_000;

interface TicketRow {
  id: number;
  content: string;
  contact_phone: string;
  created_at: Date;
  photo_name: string | null;
  status: string;
  category_name: string;
  category_name_en: string | null;
}

interface EventRow {
  request_id: number;
  status: string;
  note: string | null;
  at: Date;
}

export const supportHandlers: Handlers = {
  async help_get_faq(_request, app) {
    const rows = await app.db.query<{
      id: number;
      group_id: number;
      group_name: string;
      group_name_en: string | null;
      question: string;
      question_en: string | null;
      answer_html: string;
      answer_en: string | null;
    }>(
      `select f.*, g.name as group_name, g.name_en as group_name_en
       from faqs f join faq_groups g on g.id = f.group_id order by g.sort, f.sort`,
    );
    return ok(
      rows.map((row) => ({
        ID: row.id,
        GROUP_ID: row.group_id,
        GROUP_NAME: row.group_name,
        GROUP_NAME_EN: row.group_name_en,
        QUESTION: row.question,
        QUESTION_EN: row.question_en,
        ANSWER: row.answer_html,
        ANSWER_EN: row.answer_en,
      })),
    );
  },

  async custservice_get_frequently_errors_all(_request, app) {
    const rows = await app.db.query<{
      id: number;
      category_id: number;
      category_name: string;
      category_name_en: string | null;
      title: string;
      title_en: string | null;
      solution_html: string;
      solution_en: string | null;
    }>('select * from frequent_errors order by sort');
    return ok(
      rows.map((row) => ({
        ID: row.id,
        CATEGORY_ID: row.category_id,
        CATEGORY_NAME: row.category_name,
        CATEGORY_NAME_EN: row.category_name_en,
        TITLE: row.title,
        TITLE_EN: row.title_en,
        SOLUTION: row.solution_html,
        SOLUTION_EN: row.solution_en,
      })),
    );
  },

  // ACC-67: the caller's own ticket; the category must be one of the frequent errors' categories.
  async custservice_send_trouble(request, context) {
    const msisdn = signedIn(context);
    const content = request.content.trim();
    if (content === '') throw new InvalidInput('content: the description is empty.');
    if (!/^\d+$/.test(request.category_id)) throw new InvalidInput('category_id: not a category.');
    const [category] = await context.db.query<{ category_id: number }>(
      'select category_id from frequent_errors where category_id = $1 limit 1',
      [Number(request.category_id)],
    );
    if (!category) throw new InvalidInput('category_id: no such category.');
    const now = nowDate(context);
    const [sent] = await context.db.query<{ count: number }>(
      'select count(*)::int as count from support_requests where msisdn = $1 and created_at > $2',
      [msisdn, new Date(now.getTime() - dayMs)],
    );
    if ((sent?.count ?? 0) >= TICKETS_PER_DAY)
      throw new OperatorError(
        'TROUBLE_LIMIT',
        'Bạn đã gửi quá số yêu cầu cho phép trong ngày, vui lòng thử lại sau.',
      );
    // Issue 47 item 6: the uploaded file must be a whole JPEG or PNG without markup (400 otherwise; over the
    // body limit the 413 of server.ts came first); the ticket keeps its name and the fresh JPEG drawn from it.
    const upload = request.photo instanceof Blob ? request.photo : undefined;
    const uploaded =
      upload === undefined ? undefined : await readUploadedFile(upload, 'photo', context.config.maxBodyBytes);
    const fresh = uploaded === undefined ? undefined : checked('photo', () => reencodePhoto(uploaded));
    const photo =
      upload !== undefined && fresh !== undefined
        ? { name: upload instanceof File ? upload.name.slice(0, 200) : 'photo', size: fresh.bytes.length }
        : typeof request.photo === 'object' && !(request.photo instanceof Blob)
          ? request.photo
          : undefined;
    const [row] = await context.db.query<{ id: number }>(
      `insert into support_requests
         (msisdn, category_id, content, contact_phone, photo_name, photo_size, status, created_at)
       values ($1, $2, $3, $4, $5, $6, 'received', $7) returning id`,
      [
        msisdn,
        category.category_id,
        content,
        request.contact_phone,
        photo?.name ?? null,
        photo?.size ?? null,
        now,
      ],
    );
    await context.db.query(
      'insert into support_request_events (request_id, status, note, at) values ($1, $2, null, $3)',
      [row?.id, 'received', now],
    );
    if (row !== undefined && fresh !== undefined)
      await storeSupportPhoto(context.config, row.id, fresh.bytes);
    return ok({ TROUBLE_ID: row?.id ?? 0 });
  },

  // ACC-68: only the session's own tickets, newest first, each with its history oldest first.
  async custservice_get_sent_trouble_v2(_request, context) {
    const msisdn = signedIn(context);
    const tickets = await context.db.query<TicketRow>(
      `select r.id, r.content, r.contact_phone, r.created_at, r.photo_name, r.status,
              c.category_name, c.category_name_en
       from support_requests r
       join (select distinct on (category_id) category_id, category_name, category_name_en
             from frequent_errors order by category_id, sort) c on c.category_id = r.category_id
       where r.msisdn = $1 order by r.created_at desc, r.id desc`,
      [msisdn],
    );
    const events = await context.db.query<EventRow>(
      `select e.* from support_request_events e join support_requests r on r.id = e.request_id
       where r.msisdn = $1 order by e.at, e.status`,
      [msisdn],
    );
    return ok(
      tickets.map((ticket) => {
        const history = events.filter((event) => event.request_id === ticket.id);
        return {
          TROUBLE_ID: ticket.id,
          CATEGORY_NAME: ticket.category_name,
          CATEGORY_NAME_EN: ticket.category_name_en,
          CONTENT: ticket.content,
          CONTACT_PHONE: ticket.contact_phone,
          CREATED_AT: ticket.created_at.toISOString(),
          STATUS: ticket.status,
          HAS_PHOTO: ticket.photo_name !== null,
          HISTORY: history.map((event) => ({
            AT: event.at.toISOString(),
            STATUS: event.status,
            NOTE: event.note,
          })),
        };
      }),
    );
  },
};
