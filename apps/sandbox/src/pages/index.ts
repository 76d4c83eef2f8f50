import { Hono } from 'hono';
import type { AppContext } from '../app-context';
import { OperatorError } from '../http/operator-error';
import { gatewayPages } from './gateway';
import { html, page } from './html';
import { inboxPages } from './inbox';
import { login3gPages } from './login-3g';
import { operatorAppPages } from './operator-app';
import { roamingPages } from './roaming';
import { placeholderImage } from './images';

/** Sandbox-only pages and endpoints under /__sandbox/. */
export function sandboxPages(app: AppContext): Hono {
  const pages = new Hono();
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
          <li><a href="/__sandbox/roaming">Vào trang chuyển vùng / Roaming entry</a></li>
          <li><a href="/__sandbox/transactions">Mô phỏng chuyển khoản QR / QR transfer simulator</a></li>
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
  pages.route('/', inboxPages(app));
  pages.route('/', gatewayPages(app));
  pages.route('/', roamingPages(app));
  pages.route('/', login3gPages(app));
  pages.route('/', operatorAppPages());
  pages.onError((error, c) => {
    const message = error instanceof OperatorError ? error.message : 'The sandbox page failed.';
    if (!(error instanceof OperatorError)) app.log(`ERROR ${c.req.method} ${c.req.path}: ${error.message}`);
    return c.html(
      page('Lỗi / Error', html`<p role="alert">${message}</p>`),
      error instanceof OperatorError ? 400 : 500,
    );
  });
  return pages;
}
