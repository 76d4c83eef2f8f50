/** E-invoices of the signed-in subscriber (API-115 … API-117, issue 19): the list and each invoice's PDF. */
import { InvalidInput, OperatorError } from '../http/operator-error';
import { invoicePdf, type InvoiceSheet } from '../services/invoice-pdf';
import { signedIn, type CallContext, type Handlers } from './types';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });

interface InvoiceRow {
  id: number;
  invoice_no: string;
  issued_at: Date;
  amount: number;
  period: string;
  paid: boolean;
}

/** The caller's own invoice by the list's INVOICE_ID; another subscriber's answers as missing. */
async function ownInvoice(app: CallContext, invoiceId: string) {
  if (!/^\d{1,9}$/.test(invoiceId)) throw new InvalidInput('invoice_id must be the INVOICE_ID of the list.');
  const msisdn = signedIn(app);
  const [row] = await app.db.query<InvoiceRow & { full_name: string; address: string | null }>(
    `select i.*, s.full_name, s.address from invoices i join subscribers s on s.msisdn = i.msisdn
      where i.id = $1 and i.msisdn = $2`,
    [Number(invoiceId), msisdn],
  );
  if (row === undefined) throw new OperatorError('1', 'Không tìm thấy hóa đơn.');
  return { row, msisdn };
}

/** Generating a PDF takes a moment (font subsetting): the latest ones are kept, keyed by what they show. */
const recentPdfs = new Map<string, Promise<Uint8Array>>();
const RECENT_PDFS = 32;

function cachedPdf(sheet: InvoiceSheet): Promise<Uint8Array> {
  const key = JSON.stringify(sheet);
  const cached = recentPdfs.get(key);
  if (cached) return cached;
  const made = invoicePdf(sheet);
  made.catch(() => recentPdfs.delete(key));
  recentPdfs.set(key, made);
  for (const oldest of recentPdfs.keys()) {
    if (recentPdfs.size <= RECENT_PDFS) break;
    recentPdfs.delete(oldest);
  }
  return made;
}

/** The PDF of one invoice, base64 (the assumed FILE_CONTENT), named after its number. */
async function invoiceFile(app: CallContext, invoiceId: string) {
  const { row, msisdn } = await ownInvoice(app, invoiceId);
  const bytes = await cachedPdf({
    invoiceNo: row.invoice_no,
    period: row.period,
    amount: row.amount,
    paid: row.paid,
    issuedAt: row.issued_at,
    msisdn,
    fullName: row.full_name,
    address: row.address,
  });
  return ok({
    FILE_NAME: `${row.invoice_no}.pdf`,
    MIME_TYPE: 'application/pdf',
    FILE_CONTENT: Buffer.from(bytes).toString('base64'),
  });
}

export const einvoiceHandlers: Handlers = {
  async product_einvoice_list_by_cust(_request, app) {
    const rows = await app.db.query<InvoiceRow>(
      'select * from invoices where msisdn = $1 order by issued_at desc',
      [signedIn(app)],
    );
    return ok(
      rows.map((row) => ({
        INVOICE_ID: row.id,
        INVOICE_NO: row.invoice_no,
        INVOICE_DATE: row.issued_at.toISOString().slice(0, 10),
        AMOUNT: row.amount,
        PERIOD: row.period,
        STATUS: row.paid ? 'PAID' : 'UNPAID',
      })),
    );
  },

  async product_einvoice_get_file(request, app) {
    return invoiceFile(app, request.invoice_id);
  },

  async product_einvoice_download_file(request, app) {
    return invoiceFile(app, request.invoice_id);
  },
};
