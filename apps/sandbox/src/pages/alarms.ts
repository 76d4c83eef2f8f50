/**
 * Issue 47 (item 4): the alarms the sandbox raised (the SMS budget at 80 % and spent) and this hour's spend,
 * for a person watching the sandbox (served only with --local, like the OTP inbox).
 * JSON: /__sandbox/api/alarms?limit= (newest first, 1 … 500, 100 when absent).
 */
import { Hono } from 'hono';
import type { AppContext } from '../app-context';
import { OperatorError, operatorErrorBody } from '../http/operator-error';
import { alarmsReport } from '../services/sms-budget';
import { html, page } from './html';

function limitOf(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return 100;
  const limit = /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
  return limit >= 1 && limit <= 500 ? limit : undefined;
}

export function alarmPages(app: AppContext): Hono {
  const pages = new Hono();

  pages.get('/api/alarms', async (c) => {
    const limit = limitOf(c.req.query('limit'));
    if (limit === undefined) {
      const refused = new OperatorError('BAD_REQUEST', 'limit must be a whole number from 1 to 500.');
      return c.json(operatorErrorBody('mobile', refused), 400);
    }
    return c.json(await alarmsReport(app, limit));
  });

  pages.get('/alarms', async (c) => {
    const report = await alarmsReport(app, 100);
    return c.html(
      page(
        'Cảnh báo / Alarms',
        html`<p>
            Mã OTP đã gửi trong giờ này / Codes sent this hour: ${report.smsBudget.sent} /
            ${report.smsBudget.perHour}
          </p>
          <ul>
            ${report.alarms.map(
              (alarm) => html`<li>${alarm.raisedAt} <strong>${alarm.kind}</strong>: ${alarm.message}</li>`,
            )}
          </ul>`,
      ),
    );
  });

  return pages;
}
