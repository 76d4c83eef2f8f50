import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppContext } from '../app-context';
import { isDataException } from '../http/input-errors';
import { OperatorError, operatorErrorBody } from '../http/operator-error';
import { alarmPages } from './alarms';
import { gatewayPages } from './gateway';
import { html, page } from './html';
import { captchaPages } from './captcha';
import { ekycPages } from './ekyc';
import { inboxPages } from './inbox';
import { login3gPages } from './login-3g';
import { paymentPages } from './payments';
import { logPages } from './logs';
import { operatorAppPages } from './operator-app';
import { roamingPages } from './roaming';
import { placeholderImage } from './images';
import { xssCookie } from '../http/xss-seed';
import { tileResponse } from './tiles';

/**
 * Served whatever the mode: the health check, the placeholder images the seeded catalogue points at and
 * the store map's tiles (the portal's default tile source).
 * Everything else under /__sandbox/ (OTP inbox, gateway and transfer simulators, roaming-token and 3G
 * session issuers, stand-in sites) is a local-use tool and answers 404 unless `localTools` is on.
 */
const alwaysServed = /^\/__sandbox\/(health|images\/[^/]+\/[^/]+|tiles\/[^/]+\/[^/]+\/[^/]+)$/;

/** Sandbox-only pages and endpoints under /__sandbox/. */
export function sandboxPages(app: AppContext): Hono {
  const pages = new Hono();
  pages.use('*', async (c, next) => {
    if (app.config.localTools || alwaysServed.test(c.req.path)) return next();
    app.log(`404 ${c.req.method} ${c.req.path}: sandbox tools are off (start with --local)`);
    const off = new OperatorError('UNKNOWN_CALL', `Nothing is served at ${c.req.path}.`);
    return c.json(operatorErrorBody('mobile', off), 404);
  });
  // Issue 23: this browser's API answers carry XSS payloads (?off=1 ends it); see http/xss-seed.ts.
  pages.get('/xss-seed', (c) => {
    const on = c.req.query('off') === undefined;
    if (on) setCookie(c, xssCookie, '1', { path: '/', sameSite: 'Lax' });
    else deleteCookie(c, xssCookie, { path: '/' });
    return c.json({ xss: on });
  });
  pages.get('/health', async (c) => {
    await app.db.query('select 1');
    return c.json({ status: 'ok', time: new Date(app.clock.now()).toISOString() });
  });
  pages.get('/', (c) =>
    c.html(
      page(
        'Sandbox nhà mạng / Operator sandbox',
        html`<ul>
          <li><a href="/__sandbox/inbox">Hộp thư OTP / OTP inbox</a> (JSON: /__sandbox/api/inbox?msisdn=)</li>
          <li><a href="/__sandbox/captcha">Mã xác nhận / Captchas</a> (JSON: /__sandbox/api/captcha?id=)</li>
          <li>
            <a href="/__sandbox/logs"
              >Nhật ký chiến dịch, yêu cầu gọi lại / Campaign logs, callback requests</a
            >
            (JSON: /__sandbox/api/logs?call=&amp;contains=, /__sandbox/api/contact-requests)
          </li>
          <li><a href="/__sandbox/roaming">Vào trang chuyển vùng / Roaming entry</a></li>
          <li><a href="/__sandbox/transactions">Mô phỏng chuyển khoản QR / QR transfer simulator</a></li>
          <li>
            <a href="/__sandbox/ekyc">Mô phỏng eKYC / eKYC simulator</a> (JSON: POST
            /__sandbox/api/ekyc-outcome)
          </li>
          <li>
            <a href="/__sandbox/payments">Thẻ cào, nạp tiền, hóa đơn / Scratch cards, top-ups, bills</a>
            (JSON: /__sandbox/api/scratch-cards)
          </li>
          <li>
            <a href="/__sandbox/alarms">Cảnh báo (ngân sách SMS) / Alarms (SMS budget)</a> (JSON:
            /__sandbox/api/alarms)
          </li>
          <li><a href="/__sandbox/health">Health</a></li>
        </ul>`,
      ),
    ),
  );
  // Stand-ins for the external sites the portal links to (payment site, enterprise portal).
  pages.get('/payment-site', (c) =>
    c.html(
      page(
        'Trang thanh toán (giả lập) / Payment site (sandbox)',
        html`<p>
          Trang: ${c.req.query('page') ?? 'root'}. Trang web thanh toán bên ngoài được giả lập ở đây. / The
          external payment site is simulated here.
        </p>`,
      ),
    ),
  );
  pages.get('/enterprise', (c) =>
    c.html(
      page(
        'Cổng doanh nghiệp (giả lập) / Enterprise portal (sandbox)',
        html`<p>
          Mục: ${c.req.query('section') ?? 'home'}. Cổng doanh nghiệp được giả lập ở đây. / The enterprise
          portal is simulated here.
        </p>`,
      ),
    ),
  );
  pages.get('/images/:kind/:name', (c) => placeholderImage(c.req.param('kind'), c.req.param('name')));
  pages.get('/tiles/:z/:x/:y', (c) => tileResponse(c.req.param('z'), c.req.param('x'), c.req.param('y')));
  pages.route('/', inboxPages(app));
  pages.route('/', captchaPages(app));
  pages.route('/', gatewayPages(app));
  pages.route('/', paymentPages(app));
  pages.route('/', roamingPages(app));
  pages.route('/', ekycPages(app));
  pages.route('/', login3gPages(app));
  pages.route('/', logPages(app));
  pages.route('/', alarmPages(app));
  pages.route('/', operatorAppPages());
  pages.onError((error, c) => {
    // A refusal or a value the database cannot take is the caller's mistake (400), anything else a bug.
    const refused = error instanceof OperatorError || isDataException(error);
    const message =
      error instanceof OperatorError
        ? error.message
        : refused
          ? 'Invalid input.'
          : 'The sandbox page failed.';
    if (!(error instanceof OperatorError)) app.log(`ERROR ${c.req.method} ${c.req.path}: ${error.message}`);
    const status = refused ? 400 : 500;
    // The JSON endpoints answer in the operator's shape; the pages answer a page.
    if (c.req.path.startsWith('/__sandbox/api/')) {
      const code = error instanceof OperatorError ? error.code : refused ? 'BAD_REQUEST' : 'SERVER_ERROR';
      return c.json(operatorErrorBody('mobile', new OperatorError(code, message)), status);
    }
    return c.html(page('Lỗi / Error', html`<p role="alert">${message}</p>`), status);
  });
  return pages;
}
