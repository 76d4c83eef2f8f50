/**
 * E-invoices (issue 19, ACC-54, SHELL-010): the invoice list by month, and what `/view-pdf` may open.
 * The spec shows neither the fields nor the screen; the choices are in docs/decisions/einvoices.md.
 */
import type { EInvoice, EInvoiceStatus } from './models/account';

// Every runtime of the portal has these (browsers, Node); the domain's lib names no DOM.
declare const URLSearchParams: new (init?: string | Record<string, string>) => {
  getAll(name: string): string[];
  toString(): string;
};
declare function atob(base64: string): string;

/** The wire's status word (assumed STATUS: 'PAID' / 'UNPAID'); anything else is shown as unknown. */
export function eInvoiceStatusOf(wire: string | null | undefined): EInvoiceStatus {
  const word = (wire ?? '').trim().toUpperCase();
  return word === 'PAID' ? 'paid' : word === 'UNPAID' ? 'unpaid' : 'unknown';
}

/** One billing month (ACC-54: invoices are listed by month). */
export interface InvoiceMonth {
  readonly year: number;
  readonly month: number;
}

/** The month an invoice bills: its period 'MM/YYYY', else the month of its issue date 'YYYY-MM-DD'. */
export function invoiceMonthOf(invoice: Pick<EInvoice, 'period' | 'issuedAt'>): InvoiceMonth | undefined {
  const period = /^(\d{1,2})\/(\d{4})$/.exec(invoice.period?.trim() ?? '');
  if (period) return validMonth(Number(period[2]), Number(period[1]));
  const issued = /^(\d{4})-(\d{2})/.exec(invoice.issuedAt?.trim() ?? '');
  return issued ? validMonth(Number(issued[1]), Number(issued[2])) : undefined;
}

function validMonth(year: number, month: number): InvoiceMonth | undefined {
  return month >= 1 && month <= 12 ? { year, month } : undefined;
}

/** The invoices of one month, newest first. */
export interface InvoiceMonthGroup {
  /** 'YYYY-MM', or 'unknown' for invoices without a readable month (listed last). */
  readonly key: string;
  readonly month: InvoiceMonth | undefined;
  readonly invoices: readonly EInvoice[];
}

const monthKey = (month: InvoiceMonth | undefined) =>
  month ? `${month.year}-${String(month.month).padStart(2, '0')}` : 'unknown';

/** ACC-54: the invoices grouped by billing month, the latest month first, each month's newest first. */
export function groupInvoicesByMonth(invoices: readonly EInvoice[]): InvoiceMonthGroup[] {
  const groups = new Map<string, { month: InvoiceMonth | undefined; invoices: EInvoice[] }>();
  for (const invoice of invoices) {
    const month = invoiceMonthOf(invoice);
    const key = monthKey(month);
    const group = groups.get(key) ?? { month, invoices: [] };
    group.invoices.push(invoice);
    groups.set(key, group);
  }
  const byDateDesc = (a: EInvoice, b: EInvoice) => (b.issuedAt ?? '').localeCompare(a.issuedAt ?? '');
  return [...groups.entries()]
    .sort(([a], [b]) => (a === 'unknown' ? 1 : b === 'unknown' ? -1 : b.localeCompare(a)))
    .map(([key, group]) => ({ key, month: group.month, invoices: [...group.invoices].sort(byDateDesc) }));
}

/** A month's heading in the reader's language ('tháng 10 năm 2026' / 'October 2026'). */
export function formatInvoiceMonth(month: InvoiceMonth, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(month.year, month.month - 1, 1),
  );
}

/**
 * What `/view-pdf` may open: the id of one of the signed-in subscriber's invoices, never an address.
 * The page fetches the file by id through the session-bound call, so a link cannot point the viewer at
 * another site or another subscriber's file (issue 23's rule: nothing from the query string is followed).
 */
export interface ViewPdfSource {
  readonly kind: 'invoice';
  readonly invoiceId: string;
}

/** The query name of `/view-pdf` that carries the invoice id. */
export const VIEW_PDF_INVOICE_PARAM = 'hoa-don';

const invoiceIdPattern = /^[A-Za-z0-9_-]{1,40}$/;

/** The source `/view-pdf?hoa-don=<id>` names, or undefined (no id, a malformed id, or any other shape). */
export function viewPdfSourceOf(search: string): ViewPdfSource | undefined {
  const values = new URLSearchParams(search).getAll(VIEW_PDF_INVOICE_PARAM);
  const [id] = values;
  return values.length === 1 && id !== undefined && invoiceIdPattern.test(id)
    ? { kind: 'invoice', invoiceId: id }
    : undefined;
}

/** The query string of `/view-pdf` for an invoice (leading '?'). */
export function viewPdfSearch(invoiceId: string): string {
  return `?${new URLSearchParams({ [VIEW_PDF_INVOICE_PARAM]: invoiceId }).toString()}`;
}

/** A PDF starts with '%PDF-' (ISO 32000): anything else the server sends is refused, never shown. */
export function isPdf(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length > magic.length && magic.every((byte, index) => bytes[index] === byte);
}

/** The bytes of a base64 file (the assumed FILE_CONTENT), or undefined when it is not base64. */
export function bytesFromBase64(base64: string): Uint8Array | undefined {
  const text = base64.replace(/\s+/g, '');
  if (text === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The name a downloaded invoice is saved under: letters, digits, '-' and '_' only, and '.pdf'. */
export function invoiceFileName(invoice: Pick<EInvoice, 'id' | 'number'>): string {
  const base = (invoice.number ?? invoice.id).replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return `hoa-don-${base === '' ? 'dien-tu' : base}.pdf`;
}

/** The viewer's zoom steps, relative to the page fitted to the viewer's width. */
export const PDF_ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const PDF_DEFAULT_ZOOM = 1;

/** The next zoom step in or out, staying within the steps. */
export function nextZoom(current: number, direction: 'in' | 'out'): number {
  const steps: readonly number[] = PDF_ZOOM_STEPS;
  const next =
    direction === 'in'
      ? steps.find((step) => step > current + 1e-9)
      : [...steps].reverse().find((step) => step < current - 1e-9);
  return next ?? current;
}

export function canZoom(current: number, direction: 'in' | 'out'): boolean {
  return nextZoom(current, direction) !== current;
}

/** A page number within 1 … pageCount (a typed or stepped page never leaves the document). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page) || pageCount < 1) return 1;
  return Math.min(Math.max(Math.round(page), 1), pageCount);
}

/**
 * The canvas scale of a page: fitted to the viewer's width times the zoom, times the screen's pixel
 * ratio, but never a canvas over `maxPixels` (phones refuse or crash on huge canvases).
 */
export function canvasScale(options: {
  pageWidth: number;
  pageHeight: number;
  viewerWidth: number;
  zoom: number;
  pixelRatio: number;
  maxPixels?: number;
}): { cssScale: number; pixelScale: number } {
  const { pageWidth, pageHeight, viewerWidth, zoom, pixelRatio, maxPixels = 16_000_000 } = options;
  const cssScale = (Math.max(viewerWidth, 1) / pageWidth) * zoom;
  const wanted = cssScale * Math.max(pixelRatio, 1);
  const limit = Math.sqrt(maxPixels / (pageWidth * pageHeight));
  return { cssScale, pixelScale: Math.min(wanted, limit) };
}
