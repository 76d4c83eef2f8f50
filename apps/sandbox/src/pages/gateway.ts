/**
 * The sandbox payment gateway (PKG-28): payment_package_reg_v2 redirects here; a person or a test
 * approves or declines, and the gateway sends the browser back to the portal's return route
 * `<paymentReturnPath>?status=success|failed&trans_id=<payment id>&package_code=<code>&amount=<đ>`.
 */
import { Hono } from 'hono';
import { nowDate, type AppContext } from '../app-context';
import { html, page } from './html';
import { decideGatewayOrder, orderGatewayPage } from './payments';

interface PaymentRow {
  id: string;
  msisdn: string;
  package_code: string;
  package_name: string;
  pay_method: string;
  amount: number;
  status: 'pending' | 'approved' | 'declined';
}

const paymentQuery = `select pp.*, p.name as package_name from package_payments pp join packages p on p.code = pp.package_code where pp.id = $1`;

/** Records the decision once; an approved payment registers the package (both in one transaction). */
async function decide(app: AppContext, id: string, approve: boolean): Promise<PaymentRow | undefined> {
  return app.db.transaction(async (tx) => {
    const [row] = await tx.query<PaymentRow>(`${paymentQuery} for update of pp`, [id]);
    if (!row || row.status !== 'pending') return row;
    const status = approve ? 'approved' : 'declined';
    await tx.query('update package_payments set status = $2, decided_at = $3 where id = $1', [
      id,
      status,
      nowDate(app),
    ]);
    if (approve) {
      await tx.query(
        'insert into subscriptions (msisdn, package_code, registered_at) values ($1, $2, $3) on conflict do nothing',
        [row.msisdn, row.package_code, nowDate(app)],
      );
    }
    return { ...row, status };
  });
}

export function returnUrl(app: AppContext, payment: PaymentRow): string {
  const query = new URLSearchParams({
    status: payment.status === 'approved' ? 'success' : 'failed',
    trans_id: payment.id,
    package_code: payment.package_code,
    amount: String(payment.amount),
  });
  return `${app.config.paymentReturnPath}?${query.toString()}`;
}

export function gatewayPages(app: AppContext): Hono {
  const pages = new Hono();

  pages.get('/gateway/:id', async (c) => {
    const [payment] = await app.db.query<PaymentRow>(paymentQuery, [c.req.param('id')]);
    // Issue 19: top-ups and bills pass through the same gateway.
    const order = payment ? undefined : await orderGatewayPage(app, c, c.req.param('id'));
    if (order) return order;
    if (!payment)
      return c.html(
        page('Không tìm thấy giao dịch / Payment not found', html`<p>${c.req.param('id')}</p>`),
        404,
      );
    const decided = payment.status !== 'pending';
    const body = html` <div class="card">
      <dl>
        <dt>Mã giao dịch / Payment id</dt>
        <dd>${payment.id}</dd>
        <dt>Thuê bao / Number</dt>
        <dd>${payment.msisdn}</dd>
        <dt>Gói cước / Package</dt>
        <dd>${payment.package_name} (${payment.package_code})</dd>
        <dt>Phương thức / Method</dt>
        <dd>${payment.pay_method}</dd>
        <dt>Số tiền / Amount</dt>
        <dd>${payment.amount.toLocaleString('vi-VN')} đ</dd>
        <dt>Trạng thái / Status</dt>
        <dd>${payment.status}</dd>
      </dl>
      ${
        decided
          ? html`<p><a href="${returnUrl(app, payment)}">Quay lại cổng thông tin / Back to the portal</a></p>`
          : html`<form method="post">
              <button name="decision" value="approve">Chấp nhận thanh toán / Approve</button>
              <button name="decision" value="decline" class="critical">Từ chối / Decline</button>
            </form>`
      }
    </div>`;
    return c.html(page('Cổng thanh toán sandbox / Sandbox payment gateway', body));
  });

  pages.post('/gateway/:id', async (c) => {
    const form = await c.req.parseBody();
    const approve = form['decision'] === 'approve';
    const payment = await decide(app, c.req.param('id'), approve);
    const orderReturn = payment ? undefined : await decideGatewayOrder(app, c.req.param('id'), approve);
    if (orderReturn) return c.redirect(orderReturn, 303);
    if (!payment) return c.html(page('Không tìm thấy giao dịch / Payment not found', html``), 404);
    return c.redirect(returnUrl(app, payment), 303);
  });

  return pages;
}
