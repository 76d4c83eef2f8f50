/**
 * LOY-55: the answers of the partner form's captchas, for a person or a test driving the portal
 * (served only with --local, like the OTP inbox). JSON: /__sandbox/api/captcha?id=<CaptchaId>.
 */
import { Hono } from 'hono';
import type { AppContext } from '../app-context';
import { OperatorError, operatorErrorBody } from '../http/operator-error';
import { captchaAnswer, latestCaptchas } from '../services/captcha';
import { html, page } from './html';

export function captchaPages(app: AppContext): Hono {
  const pages = new Hono();

  pages.get('/api/captcha', async (c) => {
    const id = c.req.query('id') ?? '';
    if (!/^[0-9a-f-]{36}$/.test(id)) {
      const error = new OperatorError('BAD_REQUEST', 'id must be the CaptchaId apiGetCaptcha answered.');
      return c.json(operatorErrorBody('loyalty', error), 400);
    }
    const row = await captchaAnswer(app, id);
    if (!row)
      return c.json(operatorErrorBody('loyalty', new OperatorError('NOT_FOUND', 'No such captcha.')), 404);
    return c.json({
      id: row.id,
      answer: row.answer,
      issuedAt: row.issued_at.toISOString(),
      used: row.used_at !== null,
    });
  });

  pages.get('/captcha', async (c) => {
    const rows = await latestCaptchas(app, 50);
    const body = html`<table>
      <caption>
        Mã xác nhận đã cấp / Captchas issued
      </caption>
      <thead>
        <tr>
          <th scope="col">Thời gian / Time</th>
          <th scope="col">Mã / Id</th>
          <th scope="col">Đáp án / Answer</th>
          <th scope="col">Đã dùng / Used</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              <td>${row.issued_at.toISOString()}</td>
              <td><code>${row.id}</code></td>
              <td><code>${row.answer}</code></td>
              <td>${row.used_at === null ? 'không / no' : 'có / yes'}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
    return c.html(page('Mã xác nhận / Captchas', body));
  });
  return pages;
}
