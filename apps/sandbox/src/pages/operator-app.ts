/**
 * Stand-ins for the operator's own app (ROAM-012, UNSPEC deep-link format): the portal's operator-app tab
 * links here by default (VITE_ROAMING_APP_URL), with `packageCode` when a package is chosen; and for the
 * app stores the portal's download links lead to by default.
 */
import { Hono } from 'hono';
import { html, page } from './html';

export function operatorAppPages(): Hono {
  const pages = new Hono();
  pages.get('/operator-app', (c) => {
    const packageCode = c.req.query('packageCode');
    return c.html(
      page(
        'Ứng dụng nhà mạng (giả lập) / Operator app (sandbox)',
        html`<div class="card">
          <p>Màn hình chuyển vùng quốc tế của ứng dụng. / The app's international roaming screen.</p>
          ${
            packageCode
              ? html`<p data-testid="package-code">
                  Gói cước đã chọn / Chosen package: <strong>${packageCode}</strong>
                </p>`
              : html`<p>Chưa chọn gói cước. / No package chosen.</p>`
          }
          <p><a href="/__sandbox/roaming">Vào lại trang chuyển vùng / Back to the roaming entry</a></p>
        </div>`,
      ),
    );
  });
  // A stand-in for the app stores (the portal's default VITE_APP_STORE_URL / VITE_PLAY_STORE_URL).
  pages.get('/app', (c) => {
    const store = c.req.query('store') === 'ios' ? 'App Store' : 'Google Play';
    return c.html(
      page(
        'Cửa hàng ứng dụng (giả lập) / App store (sandbox)',
        html`<div class="card">
          <p data-testid="store">${store}</p>
          <p>Trang tải ứng dụng của nhà mạng. / The operator app's download page.</p>
        </div>`,
      ),
    );
  });
  return pages;
}
