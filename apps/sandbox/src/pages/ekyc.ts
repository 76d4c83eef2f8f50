/**
 * The eKYC simulator (issue 19, local use only): the tester chooses what the AI check answers for a
 * number's next uploads (approve, image quality, face mismatch, service down, ID on too many numbers)
 * and sees the recent requests with their photos, as the transfer simulator does for QR payments.
 */
import { isEkycImageType } from '@selfcare/domain';
import { Hono } from 'hono';
import type { AppContext } from '../app-context';
import { readEkycPhoto } from '../services/ekyc-files';
import { decideEkycRequest, ekycOutcomes, setEkycOutcome, type EkycOutcome } from '../services/ekyc-outcomes';
import { normaliseMsisdn } from '../services/phone';
import { html, page } from './html';

const outcomeLabels: Readonly<Record<EkycOutcome, string>> = {
  approve: 'Duyệt / Approve',
  review: 'Chờ duyệt (24 giờ) / Hold for review',
  imageQuality: 'Ảnh kém chất lượng / Image quality',
  faceMismatch: 'Khuôn mặt không khớp / Face mismatch',
  serviceUnavailable: 'Dịch vụ AI không phản hồi / AI service down',
  idOverLimit: 'Giấy tờ quá 3 số / ID on more than 3 numbers',
};

interface RequestListRow {
  id: number;
  msisdn: string;
  purpose: string;
  status: string;
  refusal_code: string | null;
  created_at: Date;
  outcome: string | null;
}

export function ekycPages(app: AppContext): Hono {
  const pages = new Hono();

  pages.get('/ekyc', async (c) => {
    const rows = await app.db.query<RequestListRow>(
      `select r.id, r.msisdn, r.purpose, r.status, r.refusal_code, r.created_at, o.outcome
       from ekyc_requests r left join ekyc_outcomes o on o.msisdn = r.msisdn
       order by r.created_at desc, r.id desc limit 50`,
    );
    const body = html`<form method="post" action="/__sandbox/ekyc/outcome" class="card">
        <label for="msisdn">Thuê bao / Number</label
        ><input id="msisdn" name="msisdn" inputmode="numeric" required />
        <label for="outcome">Kết quả lần kiểm tra tới / Next check answers</label
        ><select id="outcome" name="outcome">
          ${ekycOutcomes.map((outcome) => html`<option value="${outcome}">${outcomeLabels[outcome]}</option>`)}
        </select>
        <p><button type="submit">Đặt / Set</button></p>
      </form>
      <table>
        <caption>
          Yêu cầu eKYC gần đây / Recent eKYC requests
        </caption>
        <thead>
          <tr>
            <th scope="col">Mã / Id</th>
            <th scope="col">Thuê bao / Number</th>
            <th scope="col">Mục đích / Purpose</th>
            <th scope="col">Trạng thái / Status</th>
            <th scope="col">Lần tới / Next</th>
            <th scope="col">Ảnh / Photos</th>
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (row) =>
              html`<tr>
                <td>${row.id}</td>
                <td>${row.msisdn}</td>
                <td>${row.purpose}</td>
                <td>
                  ${row.status}${row.refusal_code ? html` · ${row.refusal_code}` : ''}
                  ${
                    row.status === 'pending'
                      ? html`<form method="post" action="/__sandbox/ekyc/${row.id}/decision">
                          <button name="status" value="approved">Duyệt / Approve</button>
                          <button name="status" value="rejected" class="critical">Từ chối / Reject</button>
                        </form>`
                      : ''
                  }
                </td>
                <td>${row.outcome ?? 'approve'}</td>
                <td>
                  ${['front', 'back', 'portrait'].map(
                    (side) => html`<a href="/__sandbox/ekyc/${row.id}/${side}">${side}</a> `,
                  )}
                </td>
              </tr>`,
          )}
        </tbody>
      </table>`;
    return c.html(page('Mô phỏng eKYC / eKYC simulator', body));
  });

  pages.post('/ekyc/outcome', async (c) => {
    const form = await c.req.parseBody();
    await setEkycOutcome(app, normaliseMsisdn(String(form['msisdn'] ?? '')), form['outcome']);
    return c.redirect('/__sandbox/ekyc', 303);
  });

  pages.post('/api/ekyc-outcome', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { msisdn?: unknown; outcome?: unknown };
    const msisdn = normaliseMsisdn(String(body.msisdn ?? ''));
    await setEkycOutcome(app, msisdn, body.outcome);
    return c.json({ msisdn, outcome: body.outcome });
  });

  pages.post('/ekyc/:id/decision', async (c) => {
    const form = await c.req.parseBody();
    await decideEkycRequest(app, Number(c.req.param('id')), form['status']);
    return c.redirect('/__sandbox/ekyc', 303);
  });

  pages.post('/api/ekyc/:id', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { status?: unknown };
    const decided = await decideEkycRequest(app, Number(c.req.param('id')), body.status);
    return c.json({ decided }, decided ? 200 : 404);
  });

  // A stored photo with its true type (a fresh JPEG since issue 47; before, the type its content showed), never
  // sniffed (nosniff, server.ts) and, were it ever read as a document, allowed to run and load nothing.
  pages.get('/ekyc/:id/:side', async (c) => {
    const id = Number(c.req.param('id'));
    const [row] = Number.isInteger(id)
      ? await app.db.query<{ photo_types: string }>('select photo_types from ekyc_requests where id = $1', [
          id,
        ])
      : [];
    const type = row
      ? (JSON.parse(row.photo_types) as Record<string, unknown>)[c.req.param('side')]
      : undefined;
    const bytes = isEkycImageType(type)
      ? await readEkycPhoto(app.config, id, c.req.param('side'), type)
      : undefined;
    if (bytes === undefined || !isEkycImageType(type)) return c.notFound();
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': type,
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });

  return pages;
}
