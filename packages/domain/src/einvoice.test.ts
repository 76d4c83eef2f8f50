import { describe, expect, it } from 'vitest';
import {
  bytesFromBase64,
  canZoom,
  canvasScale,
  clampPage,
  eInvoiceStatusOf,
  formatInvoiceMonth,
  groupInvoicesByMonth,
  invoiceFileName,
  invoiceMonthOf,
  isPdf,
  nextZoom,
  viewPdfSearch,
  viewPdfSourceOf,
} from './einvoice';
import type { EInvoice } from './models/account';

const bytesOf = (text: string) => Uint8Array.from(text, (letter) => letter.charCodeAt(0));
const textOf = (bytes: Uint8Array | undefined) => String.fromCharCode(...(bytes ?? []));

const invoice = (id: string, period: string | undefined, issuedAt: string | undefined): EInvoice => ({
  id,
  number: `C25TAA${id}`,
  issuedAt,
  amount: 100_000,
  period,
  status: 'paid',
});

describe('e-invoices by month (ACC-54)', () => {
  it('ACC-54: reads the billed month from the period, else from the issue date', () => {
    expect(invoiceMonthOf({ period: '09/2026', issuedAt: '2026-10-02' })).toEqual({ year: 2026, month: 9 });
    expect(invoiceMonthOf({ period: undefined, issuedAt: '2026-10-02' })).toEqual({ year: 2026, month: 10 });
    expect(invoiceMonthOf({ period: '13/2026', issuedAt: undefined })).toBeUndefined();
    expect(invoiceMonthOf({ period: 'soon', issuedAt: 'later' })).toBeUndefined();
  });

  it('ACC-54: groups invoices by month, the latest month first and unreadable months last', () => {
    const groups = groupInvoicesByMonth([
      invoice('1', '08/2026', '2026-08-28'),
      invoice('2', undefined, undefined),
      invoice('3', '10/2026', '2026-10-01'),
      invoice('4', '10/2026', '2026-10-20'),
      invoice('5', '12/2025', '2025-12-30'),
    ]);
    expect(groups.map((group) => group.key)).toEqual(['2026-10', '2026-08', '2025-12', 'unknown']);
    expect(groups[0]?.invoices.map((item) => item.id)).toEqual(['4', '3']);
    expect(groupInvoicesByMonth([])).toEqual([]);
  });

  it('ACC-54: names a month in the reader language', () => {
    expect(formatInvoiceMonth({ year: 2026, month: 10 }, 'en-US')).toBe('October 2026');
    expect(formatInvoiceMonth({ year: 2026, month: 10 }, 'vi')).toMatch(/10.*2026/);
  });

  it('reads the status word, anything unknown as unknown', () => {
    expect(eInvoiceStatusOf('PAID')).toBe('paid');
    expect(eInvoiceStatusOf(' unpaid ')).toBe('unpaid');
    expect(eInvoiceStatusOf(null)).toBe('unknown');
    expect(eInvoiceStatusOf('CANCELLED')).toBe('unknown');
  });

  it('names the downloaded file with safe characters only', () => {
    expect(invoiceFileName({ id: '7', number: 'C25TAA0100037' })).toBe('hoa-don-C25TAA0100037.pdf');
    expect(invoiceFileName({ id: '7', number: '../../etc/passwd' })).toBe('hoa-don-etc-passwd.pdf');
    expect(invoiceFileName({ id: '7', number: undefined })).toBe('hoa-don-7.pdf');
    expect(invoiceFileName({ id: '', number: '///' })).toBe('hoa-don-dien-tu.pdf');
  });
});

describe('what /view-pdf may open (SHELL-010)', () => {
  it('SHELL-010: opens an invoice by its id, and round-trips the address it builds', () => {
    expect(viewPdfSourceOf(viewPdfSearch('42'))).toEqual({ kind: 'invoice', invoiceId: '42' });
    expect(viewPdfSourceOf('?hoa-don=INV_2026-10')).toEqual({ kind: 'invoice', invoiceId: 'INV_2026-10' });
  });

  it('SHELL-010: refuses an address, a path, several ids or no id', () => {
    for (const search of [
      '',
      '?file=https://evil.example/x.pdf',
      '?url=/api/x.pdf',
      '?hoa-don=https://evil.example/x.pdf',
      '?hoa-don=../../secret',
      '?hoa-don=1&hoa-don=2',
      '?hoa-don=',
      `?hoa-don=${'9'.repeat(41)}`,
    ])
      expect(viewPdfSourceOf(search), search).toBeUndefined();
  });

  it('accepts only bytes that start as a PDF', () => {
    expect(isPdf(bytesOf('%PDF-1.7\n...'))).toBe(true);
    expect(isPdf(bytesOf('<html><script>'))).toBe(false);
    expect(isPdf(new Uint8Array())).toBe(false);
  });

  it('decodes base64 and refuses what is not base64', () => {
    expect(textOf(bytesFromBase64('JVBERi0xLjc='))).toBe('%PDF-1.7');
    expect(textOf(bytesFromBase64('JVBE\nRi0xLjc='))).toBe('%PDF-1.7');
    expect(bytesFromBase64('')).toBeUndefined();
    expect(bytesFromBase64('not base64!')).toBeUndefined();
    expect(bytesFromBase64('A')).toBeUndefined();
  });
});

describe('the viewer (SHELL-010)', () => {
  it('steps the zoom within its steps', () => {
    expect(nextZoom(1, 'in')).toBe(1.25);
    expect(nextZoom(1, 'out')).toBe(0.75);
    expect(nextZoom(3, 'in')).toBe(3);
    expect(nextZoom(0.5, 'out')).toBe(0.5);
    expect(nextZoom(1.1, 'out')).toBe(1);
    expect(canZoom(3, 'in')).toBe(false);
    expect(canZoom(3, 'out')).toBe(true);
  });

  it('keeps a page number inside the document', () => {
    expect(clampPage(0, 2)).toBe(1);
    expect(clampPage(5, 2)).toBe(2);
    expect(clampPage(Number.NaN, 2)).toBe(1);
    expect(clampPage(1.6, 3)).toBe(2);
  });

  it('fits the page to the width and caps the canvas size', () => {
    const fitted = canvasScale({ pageWidth: 600, pageHeight: 800, viewerWidth: 300, zoom: 1, pixelRatio: 2 });
    expect(fitted).toEqual({ cssScale: 0.5, pixelScale: 1 });
    const capped = canvasScale({
      pageWidth: 600,
      pageHeight: 800,
      viewerWidth: 1200,
      zoom: 3,
      pixelRatio: 3,
      maxPixels: 4_800_000,
    });
    expect(capped.cssScale).toBe(6);
    expect(600 * 800 * capped.pixelScale ** 2).toBeCloseTo(4_800_000);
  });
});
