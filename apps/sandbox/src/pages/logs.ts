/**
 * Issue 21: the campaign, click and web-access logs and the callback requests the portal sent, for a
 * person or a test driving the portal (served only with --local, like the OTP inbox).
 * JSON: /__sandbox/api/logs?call=&contains=&limit=, /__sandbox/api/contact-requests?limit= and (issue 47) the CSP
 * reports, /__sandbox/api/csp-reports?client=. Also the stand-in
 * of the update website the subscriber-information page links to (/__sandbox/subscriber-info).
 */
import { Hono, type Context } from 'hono';
import type { AppContext } from '../app-context';
import { recentCspReports } from '../http/csp-reports';
import { OperatorError, operatorErrorBody } from '../http/operator-error';
import { latestLogs, type LogRow } from '../services/campaign-logs';
import { latestContactRequests } from '../services/contact-update';
import { html, page } from './html';

const maxLimit = 500;
/** `limit`: a whole number from 1 to 500 (100 when absent); anything else is a 400. */
function limitOf(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return 100;
  const limit = /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
  return limit >= 1 && limit <= maxLimit ? limit : undefined;
}

/** A filter text: at most 200 characters (longer is a 400). */
function filterOf(raw: string | undefined): string | undefined | null {
  if (raw === undefined || raw === '') return undefined;
  return raw.length <= 200 ? raw : null;
}

const badRequest = (c: Context, message: string) =>
  c.json(operatorErrorBody('mobile', new OperatorError('BAD_REQUEST', message)), 400);

const logJson = (row: LogRow) => ({
  id: row.id,
  call: row.call_name,
  msisdn: row.msisdn,
  body: row.payload,
  receivedAt: row.received_at.toISOString(),
});

export function logPages(app: AppContext): Hono {
  const pages = new Hono();

  pages.get('/api/logs', async (c) => {
    const limit = limitOf(c.req.query('limit'));
    const call = filterOf(c.req.query('call'));
    const contains = filterOf(c.req.query('contains'));
    if (limit === undefined) return badRequest(c, `limit must be a whole number from 1 to ${maxLimit}.`);
    if (call === null || contains === null)
      return badRequest(c, 'call and contains are at most 200 characters.');
    const rows = await latestLogs(app, { call, contains, limit });
    return c.json({ logs: rows.map(logJson) });
  });

  // Issue 47 item 8: the CSP reports browsers sent (`client`: one address's only), newest first.
  pages.get('/api/csp-reports', (c) => {
    const client = filterOf(c.req.query('client'));
    if (client === null) return badRequest(c, 'client is at most 200 characters.');
    return c.json(recentCspReports(app, client));
  });

  pages.get('/api/contact-requests', async (c) => {
    const limit = limitOf(c.req.query('limit'));
    if (limit === undefined) return badRequest(c, `limit must be a whole number from 1 to ${maxLimit}.`);
    const rows = await latestContactRequests(app, limit);
    return c.json({
      requests: rows.map((row) => ({
        msisdn: row.msisdn,
        requestId: row.request_id,
        receivedAt: row.received_at.toISOString(),
      })),
    });
  });

  // Stand-in for the operator's subscriber-information update website (LAND-01, the portal's default link).
  pages.get('/subscriber-info', (c) =>
    c.html(
      page(
        'Cập nhật thông tin thuê bao (giả lập) / Subscriber information update (sandbox)',
        html`<p>
          Số thuê bao: ${c.req.query('msisdn') ?? '—'}. Trang cập nhật thông tin của nhà mạng được giả lập ở
          đây. / The operator's update website is simulated here.
        </p>`,
      ),
    ),
  );

  pages.get('/logs', async (c) => {
    const logs = await latestLogs(app, { limit: 100 });
    const requests = await latestContactRequests(app, 50);
    const csp = recentCspReports(app);
    const body = html`<table>
        <caption>
          Nhật ký chiến dịch và truy cập / Campaign and access logs
        </caption>
        <thead>
          <tr>
            <th scope="col">Thời gian / Time</th>
            <th scope="col">Lệnh / Call</th>
            <th scope="col">Thuê bao / Subscriber</th>
            <th scope="col">Nội dung / Body</th>
          </tr>
        </thead>
        <tbody>
          ${logs.map(
            (row) =>
              html`<tr>
                <td>${row.received_at.toISOString()}</td>
                <td><code>${row.call_name}</code></td>
                <td>${row.msisdn ?? '—'}</td>
                <td><code>${JSON.stringify(row.payload)}</code></td>
              </tr>`,
          )}
        </tbody>
      </table>
      <table>
        <caption>
          Yêu cầu gọi lại (cập nhật thông tin thuê bao) / Callback requests (subscriber information)
        </caption>
        <thead>
          <tr>
            <th scope="col">Thời gian / Time</th>
            <th scope="col">Số gọi lại / Callback number</th>
            <th scope="col">Mã yêu cầu / Request id</th>
          </tr>
        </thead>
        <tbody>
          ${requests.map(
            (row) =>
              html`<tr>
                <td>${row.received_at.toISOString()}</td>
                <td>${row.msisdn}</td>
                <td><code>${row.request_id}</code></td>
              </tr>`,
          )}
        </tbody>
      </table>
      <table>
        <caption>
          Báo cáo vi phạm CSP (${csp.dropped} bị bỏ qua do quá giới hạn) / CSP violation reports
          (${csp.dropped} dropped over the limits)
        </caption>
        <thead>
          <tr>
            <th scope="col">Thời gian / Time</th>
            <th scope="col">Máy khách / Client</th>
            <th scope="col">Chỉ thị / Directive</th>
            <th scope="col">Bị chặn / Blocked</th>
            <th scope="col">Trang / Document</th>
            <th scope="col">Nguồn / Source</th>
          </tr>
        </thead>
        <tbody>
          ${csp.reports.map(
            (report) =>
              html`<tr>
                <td>${report.receivedAt}</td>
                <td>${report.client}</td>
                <td><code>${report.directive}</code> (${report.disposition})</td>
                <td><code>${report.blocked}</code></td>
                <td>${report.document}</td>
                <td>
                  <code>${report.source}${report.line === undefined ? '' : `:${report.line}`}</code>
                  ${report.sample}
                </td>
              </tr>`,
          )}
        </tbody>
      </table>`;
    return c.html(page('Nhật ký / Logs', body));
  });
  return pages;
}
