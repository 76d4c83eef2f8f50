/**
 * Issue 19 local tools: the scratch cards (codes testers type, used and unused, page and JSON), the recent
 * payment orders with a transfer simulator for the QR bill payments (as the roaming one: paid, failed), and
 * the gateway's view of a top-up or bill order (the package gateway page hands over ids it does not know).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppContext } from '../app-context';
import { decideOrder, findOrder, orderReturnUrl, type PaymentOrderRow } from '../services/payment-orders';
import { html, page } from './html';

interface CardRow {
  serial: string;
  pin: string;
  value: number;
  used_by: string | null;
  used_at: Date | null;
  sold_to: string | null;
}

const cardsQuery = 'select * from scratch_cards order by used_at nulls first, serial limit 200';
const dong = (amount: number) => `${amount.toLocaleString('vi-VN')} đ`;

/** The transfer simulator's two outcomes; 'processing' leaves an order as it is. */
const transferOutcomes = { paid: true, failed: false } as const;
const transferOutcome = (value: unknown) =>
  value === 'paid' || value === 'failed' ? transferOutcomes[value] : undefined;

/** The gateway page of a top-up or bill order: what it pays, and approve / decline (or back when decided). */
export async function orderGatewayPage(app: AppContext, c: Context, id: string) {
  const order = await findOrder(app.db, id);
  if (!order || !['topup_gateway', 'bill_gateway'].includes(order.kind)) return undefined;
  const body = html`<div class="card">
    <dl>
      <dt>Mã giao dịch / Payment id</dt>
      <dd>${order.id}</dd>
      <dt>Thuê bao / Number</dt>
      <dd>${order.msisdn}</dd>
      <dt>Nội dung / For</dt>
      <dd>
        ${
          order.kind === 'topup_gateway'
            ? `Nạp tiền cho ${order.target_msisdn ?? ''} / Top-up`
            : `Hóa đơn ${order.bill_code ?? ''} / Bill`
        }
      </dd>
      <dt>Số tiền / Amount</dt>
      <dd>${dong(order.amount)}</dd>
      <dt>Trạng thái / Status</dt>
      <dd>${order.status}</dd>
    </dl>
    ${
      order.status !== 'pending'
        ? html`<p><a href="${orderReturnUrl(order)}">Quay lại cổng thông tin / Back to the portal</a></p>`
        : html`<form method="post">
            <button name="decision" value="approve">Chấp nhận thanh toán / Approve</button>
            <button name="decision" value="decline" class="critical">Từ chối / Decline</button>
          </form>`
    }
  </div>`;
  return c.html(page('Cổng thanh toán sandbox / Sandbox payment gateway', body));
}

/** The gateway's decision on a top-up or bill order; undefined when the id is not one. */
export async function decideGatewayOrder(app: AppContext, id: string, approve: boolean) {
  const order = await findOrder(app.db, id);
  if (!order || !['topup_gateway', 'bill_gateway'].includes(order.kind)) return undefined;
  const decided = await decideOrder(app, id, approve);
  return decided ? orderReturnUrl(decided) : undefined;
}

function cardTable(cards: readonly CardRow[]) {
  return html`<table>
    <caption>
      Thẻ cào / Scratch cards
    </caption>
    <thead>
      <tr>
        <th scope="col">Serial</th>
        <th scope="col">Mã thẻ / PIN</th>
        <th scope="col">Mệnh giá / Value</th>
        <th scope="col">Trạng thái / Status</th>
      </tr>
    </thead>
    <tbody>
      ${cards.map(
        (card) =>
          html`<tr>
            <td>${card.serial}</td>
            <td>${card.pin}</td>
            <td>${dong(card.value)}</td>
            <td>
              ${
                card.used_at
                  ? `đã dùng cho ${card.used_by ?? ''} / used`
                  : card.sold_to
                    ? `chưa dùng, bán cho ${card.sold_to} / unused, sold`
                    : 'chưa dùng / unused'
              }
            </td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function orderTable(orders: readonly PaymentOrderRow[]) {
  return html`<table>
    <caption>
      Giao dịch gần đây / Recent payments
    </caption>
    <thead>
      <tr>
        <th scope="col">Mã / Id</th>
        <th scope="col">Thuê bao / Number</th>
        <th scope="col">Loại / Kind</th>
        <th scope="col">Số tiền / Amount</th>
        <th scope="col">Trạng thái / Status</th>
        <th scope="col">Chuyển khoản / Transfer</th>
      </tr>
    </thead>
    <tbody>
      ${orders.map(
        (order) =>
          html`<tr>
            <td>${order.id}</td>
            <td>${order.msisdn}</td>
            <td>${order.kind}</td>
            <td>${dong(order.amount)}</td>
            <td>${order.status}</td>
            <td>
              ${
                order.kind === 'bill_qr' && order.status === 'pending'
                  ? html`<form method="post" action="/__sandbox/payments/${order.id}">
                      <button name="status" value="paid">Đã chuyển / Paid</button>
                      <button name="status" value="failed" class="critical">Thất bại / Failed</button>
                    </form>`
                  : ''
              }
            </td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

export function paymentPages(app: AppContext): Hono {
  const pages = new Hono();

  pages.get('/payments', async (c) => {
    const cards = await app.db.query<CardRow>(cardsQuery);
    const orders = await app.db.query<PaymentOrderRow>(
      'select * from payment_orders order by created_at desc limit 50',
    );
    return c.html(
      page(
        'Thẻ cào và thanh toán / Scratch cards and payments',
        html`${cardTable(cards)}${orderTable(orders)}`,
      ),
    );
  });

  pages.get('/api/scratch-cards', async (c) => {
    const cards = await app.db.query<CardRow>(cardsQuery);
    return c.json({
      cards: cards.map((card) => ({
        serial: card.serial,
        pin: card.pin,
        value: card.value,
        used: card.used_at !== null,
        usedBy: card.used_by,
        soldTo: card.sold_to,
      })),
    });
  });

  pages.post('/payments/:id', async (c) => {
    const approve = transferOutcome((await c.req.parseBody())['status']);
    const order = await findOrder(app.db, c.req.param('id'));
    if (approve !== undefined && order?.kind === 'bill_qr') await decideOrder(app, order.id, approve);
    return c.redirect('/__sandbox/payments', 303);
  });

  // A test's transfer: { status: 'paid' | 'failed' } for a pending QR bill payment.
  pages.post('/api/payments/:id', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { status?: unknown };
    const approve = transferOutcome(body.status);
    if (approve === undefined) return c.json({ error: 'status must be paid or failed' }, 400);
    const order = await findOrder(app.db, c.req.param('id'));
    if (order?.kind !== 'bill_qr') return c.json({ error: 'transfer not found' }, 404);
    const decided = await decideOrder(app, order.id, approve);
    return c.json({ transactionId: order.id, status: decided?.status });
  });

  return pages;
}
