/** The local SMS inbox: every OTP the sandbox "sent", per number (page and JSON). */
import { Hono } from 'hono';
import type { AppContext } from '../app-context';
import { toInternationalPhone } from '@selfcare/domain';
import { html, page } from './html';
import { operatorErrorBody, OperatorError } from '../http/operator-error';

/** `limit` of the JSON inbox: a whole number from 1 to 10 000 (50 when absent); anything else is a 400. */
const maxInboxLimit = 10_000;
function inboxLimit(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return 50;
  const limit = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
  return limit >= 1 && limit <= maxInboxLimit ? limit : undefined;
}

interface InboxRow {
  id: number;
  msisdn: string;
  service: string;
  code: string;
  text: string;
  sent_at: Date;
}

async function latestMessages(
  app: AppContext,
  msisdn: string | undefined,
  limit: number,
): Promise<InboxRow[]> {
  return msisdn
    ? app.db.query<InboxRow>('select * from inbox where msisdn = $1 order by id desc limit $2', [
        msisdn,
        limit,
      ])
    : app.db.query<InboxRow>('select * from inbox order by id desc limit $1', [limit]);
}

export function inboxPages(app: AppContext): Hono {
  const pages = new Hono();
  const numberOf = (raw: string | undefined) =>
    raw ? toInternationalPhone(raw.trim().replace(/^\+/, '')) : undefined;

  pages.get('/api/inbox', async (c) => {
    const msisdn = numberOf(c.req.query('msisdn'));
    const limit = inboxLimit(c.req.query('limit'));
    if (limit === undefined) {
      const error = new OperatorError(
        'BAD_REQUEST',
        `limit must be a whole number from 1 to ${maxInboxLimit}.`,
      );
      return c.json(operatorErrorBody('mobile', error), 400);
    }
    const rows = await latestMessages(app, msisdn, limit);
    return c.json({
      messages: rows.map((row) => ({
        msisdn: row.msisdn,
        service: row.service,
        code: row.code,
        text: row.text,
        sentAt: row.sent_at.toISOString(),
      })),
    });
  });

  pages.get('/inbox', async (c) => {
    const msisdn = numberOf(c.req.query('msisdn'));
    const rows = await latestMessages(app, msisdn, 100);
    const body = html` <form method="get" class="card">
        <label for="msisdn">Số thuê bao / Number</label>
        <input id="msisdn" name="msisdn" value="${c.req.query('msisdn') ?? ''}" placeholder="0912345678" />
        <button type="submit">Lọc / Filter</button>
      </form>
      <p>Tự làm mới mỗi 5 giây / Refreshes every 5 s.</p>
      <table>
        <caption>
          Mã OTP đã gửi / Codes sent
        </caption>
        <thead>
          <tr>
            <th scope="col">Thời gian / Time</th>
            <th scope="col">Số / Number</th>
            <th scope="col">Dịch vụ / Service</th>
            <th scope="col">Mã / Code</th>
            <th scope="col">Tin nhắn / Message</th>
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (row) =>
              html`<tr>
                <td>${row.sent_at.toISOString()}</td>
                <td>${row.msisdn}</td>
                <td>${row.service}</td>
                <td><code>${row.code}</code></td>
                <td>${row.text}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <script>
        setTimeout(() => location.reload(), 5000);
      </script>`;
    return c.html(page('Hộp thư OTP / OTP inbox', body));
  });
  return pages;
}
