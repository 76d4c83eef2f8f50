/**
 * Roaming entry (ROLE-17): issues the encrypted token that carries a fresh session for a chosen
 * number and opens the portal's roaming page; plus the QR transfer simulator (paid, failed, processing).
 */
import { Hono } from 'hono';
import type { AppContext } from '../app-context';
import { normaliseMsisdn } from '../services/phone';
import { encryptRoamingToken } from '../services/roaming-token';
import {
  settleTransaction,
  transactionQuery,
  type Settlement,
  type TransactionRow,
} from '../services/roaming-transactions';
import { createSession } from '../services/sessions';
import { findOrProvision } from '../services/subscribers';
import { html, page } from './html';

const settlements: readonly Settlement[] = ['paid', 'failed', 'processing'];
const isSettlement = (value: unknown): value is Settlement => settlements.includes(value as Settlement);

export async function issueRoamingEntry(app: AppContext, rawMsisdn: string, packageCode?: string) {
  const msisdn = normaliseMsisdn(rawMsisdn);
  await findOrProvision(app, msisdn);
  const session = await createSession(app, msisdn);
  const token = encryptRoamingToken(app.config.roamingTokenSecret, { msisdn, session, packageCode });
  return { token, session, url: `/thanhtoan/roaming?token=${encodeURIComponent(token)}` };
}

export function roamingPages(app: AppContext): Hono {
  const pages = new Hono();

  pages.get('/roaming', async (c) => {
    const subscribers = await app.db.query<{ msisdn: string; full_name: string; roaming_data_on: boolean }>(
      "select msisdn, full_name, roaming_data_on from subscribers where not auto_provisioned and kind in ('prepaid', 'postpaid') order by msisdn",
    );
    const packages = await app.db.query<{ code: string; name: string }>(
      'select code, name from roaming_packages order by sort',
    );
    const body = html`<form method="post" class="card">
      <label for="msisdn">Thuê bao / Number</label
      ><select id="msisdn" name="msisdn">
        ${subscribers.map(
          (s) =>
            html`<option value="${s.msisdn}">
              ${s.msisdn} · ${s.full_name} · roaming data ${s.roaming_data_on ? 'on' : 'off'}
            </option>`,
        )}
      </select>
      <label for="package">Gói chọn sẵn / Preselected package (optional)</label
      ><select id="package" name="packageCode">
        <option value="">—</option>
        ${packages.map((p) => html`<option value="${p.code}">${p.name}</option>`)}
      </select>
      <p><button type="submit">Mở trang chuyển vùng / Open the roaming page</button></p>
    </form>`;
    return c.html(page('Vào trang chuyển vùng / Roaming entry', body));
  });

  pages.post('/roaming', async (c) => {
    const form = await c.req.parseBody();
    const code =
      typeof form['packageCode'] === 'string' && form['packageCode'] !== '' ? form['packageCode'] : undefined;
    const entry = await issueRoamingEntry(app, String(form['msisdn'] ?? ''), code);
    return c.redirect(entry.url, 303);
  });

  pages.post('/api/roaming-token', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { msisdn?: unknown; packageCode?: unknown };
    const code = typeof body.packageCode === 'string' ? body.packageCode : undefined;
    return c.json(await issueRoamingEntry(app, String(body.msisdn ?? ''), code));
  });

  pages.get('/transactions', async (c) => {
    const rows = await app.db.query<TransactionRow>(
      `${transactionQuery} order by t.created_at desc limit 50`,
    );
    const body = html`<table>
      <caption>
        Chuyển khoản QR gần đây / Recent QR transfers
      </caption>
      <thead>
        <tr>
          <th scope="col">Mã / Id</th>
          <th scope="col">Thuê bao / Number</th>
          <th scope="col">Gói / Package</th>
          <th scope="col">Số tiền / Amount</th>
          <th scope="col">Trạng thái / Status</th>
          <th scope="col">Đặt / Set</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              <td>${row.id}</td>
              <td>${row.msisdn}</td>
              <td>${row.package_name}</td>
              <td>${row.final_amount.toLocaleString('vi-VN')} đ</td>
              <td>${row.status} · ${row.message}</td>
              <td>
                <form method="post" action="/__sandbox/transactions/${row.id}">
                  <button name="status" value="paid">Đã chuyển / Paid</button>
                  <button name="status" value="failed" class="critical">Thất bại / Failed</button>
                  <button name="status" value="processing" class="secondary">Đang xử lý / Processing</button>
                </form>
              </td>
            </tr>`,
        )}
      </tbody>
    </table>`;
    return c.html(page('Mô phỏng chuyển khoản / Transfer simulator', body));
  });

  pages.post('/transactions/:id', async (c) => {
    const form = await c.req.parseBody();
    if (isSettlement(form['status'])) await settleTransaction(app, c.req.param('id'), form['status']);
    return c.redirect('/__sandbox/transactions', 303);
  });

  pages.post('/api/transactions/:id', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { status?: unknown };
    if (!isSettlement(body.status))
      return c.json({ error: `status must be one of ${settlements.join(', ')}` }, 400);
    const row = await settleTransaction(app, c.req.param('id'), body.status);
    if (!row) return c.json({ error: 'transaction not found' }, 404);
    return c.json({ transactionId: row.id, transactionStatus: row.status, message: row.message });
  });

  return pages;
}
