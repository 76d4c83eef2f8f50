/**
 * Issue 19: real PDF invoices generated from the seeded rows, with Vietnamese text in an embedded
 * font (Be Vietnam Pro, SIL Open Font Licence, shipped as TTF by @expo-google-fonts/be-vietnam-pro).
 * The standard PDF fonts have no Vietnamese letters, so the font is embedded (subset) with fontkit.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { formatPhoneDisplay, formatPrice } from '@selfcare/domain';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** What an invoice PDF shows: the invoice row and its subscriber. */
export interface InvoiceSheet {
  readonly invoiceNo: string;
  /** 'MM/YYYY'. */
  readonly period: string;
  readonly amount: number;
  readonly paid: boolean;
  readonly issuedAt: Date;
  readonly msisdn: string;
  readonly fullName: string;
  readonly address: string | null;
}

const require = createRequire(import.meta.url);
const fontFile = (style: string) =>
  require.resolve(`@expo-google-fonts/be-vietnam-pro/${style}/BeVietnamPro_${style}.ttf`);

let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
/** Read once per process; a failed read is retried on the next call. */
function fontBytes() {
  fonts ??= Promise.all([readFile(fontFile('400Regular')), readFile(fontFile('700Bold'))]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fonts = undefined;
      throw error;
    },
  );
  return fonts;
}

const A4 = { width: 595.28, height: 841.89 } as const;
const margin = 48;
const ink = rgb(0.1, 0.12, 0.16);
const muted = rgb(0.38, 0.4, 0.45);
const rule = rgb(0.8, 0.82, 0.86);
const money = (amount: number) => formatPrice(amount, 'vi');

/** Fixed shares of the amount for the detail lines: the seed keeps one total per invoice. */
const usageShares = [
  ['Cước thuê bao và gói cước', 0.55],
  ['Gọi nội mạng', 0.15],
  ['Gọi ngoại mạng', 0.12],
  ['Tin nhắn SMS', 0.06],
  ['Dữ liệu di động (3G/4G/5G)', 0.12],
] as const;

/** The lines of the detail page: the shares of the pre-tax amount, the last one taking the rounding. */
export function invoiceLines(amount: number): { pretax: number; tax: number; lines: [string, number][] } {
  const pretax = Math.round(amount / 1.1);
  const lines: [string, number][] = [];
  let left = pretax;
  usageShares.forEach(([label, share], index) => {
    const value = index === usageShares.length - 1 ? left : Math.round(pretax * share);
    lines.push([label, value]);
    left -= value;
  });
  return { pretax, tax: amount - pretax, lines };
}

class Writer {
  private y = A4.height - margin;
  constructor(
    readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  text(
    value: string,
    options: { size?: number; bold?: boolean; align?: 'left' | 'center'; gap?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const x = options.align === 'center' ? (A4.width - font.widthOfTextAtSize(value, size)) / 2 : margin;
    this.y -= size + (options.gap ?? 5);
    this.page.drawText(value, { x, y: this.y, size, font, color: ink });
  }

  /** A label and an amount right-aligned on one line. */
  row(label: string, amount: string, options: { bold?: boolean } = {}) {
    const font = options.bold ? this.bold : this.regular;
    this.y -= 18;
    this.page.drawText(label, { x: margin + 8, y: this.y, size: 10, font, color: ink });
    const width = font.widthOfTextAtSize(amount, 10);
    this.page.drawText(amount, { x: A4.width - margin - 8 - width, y: this.y, size: 10, font, color: ink });
  }

  rule() {
    this.y -= 8;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: A4.width - margin, y: this.y },
      thickness: 0.75,
      color: rule,
    });
  }

  footer(value: string) {
    this.page.drawText(value, { x: margin, y: margin / 2, size: 8, font: this.regular, color: muted });
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Two A4 pages: the VAT invoice and its detail of charges. Deterministic for the same row. */
export async function invoicePdf(sheet: InvoiceSheet): Promise<Uint8Array> {
  const { regular: regularBytes, bold: boldBytes } = await fontBytes();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  pdf.setTitle(`Hóa đơn điện tử ${sheet.invoiceNo}`);
  pdf.setAuthor('Sandbox nhà mạng');
  pdf.setProducer('selfcare sandbox');
  pdf.setCreator('selfcare sandbox');
  pdf.setLanguage('vi-VN');
  pdf.setCreationDate(sheet.issuedAt);
  pdf.setModificationDate(sheet.issuedAt);
  const day = sheet.issuedAt;
  const { pretax, tax, lines } = invoiceLines(sheet.amount);
  const footer = (page: number) =>
    `Trang ${page}/2 · Hóa đơn do môi trường thử nghiệm tạo, không có giá trị thanh toán.`;

  const first = new Writer(pdf.addPage([A4.width, A4.height]), regular, bold);
  first.text('TỔNG CÔNG TY DỊCH VỤ VIỄN THÔNG (SANDBOX)', { bold: true, size: 11, gap: 0 });
  first.text('Địa chỉ: 57 Huỳnh Thúc Kháng, Láng Hạ, Đống Đa, Hà Nội');
  first.text('Mã số thuế: 0100000000-001');
  first.rule();
  first.text('HÓA ĐƠN GIÁ TRỊ GIA TĂNG', { bold: true, size: 16, align: 'center', gap: 14 });
  first.text('(Hóa đơn điện tử)', { align: 'center' });
  first.text(`Ký hiệu: 1C25TAA    Số: ${sheet.invoiceNo}`, { align: 'center' });
  first.text(
    `Ngày ${pad(day.getUTCDate())} tháng ${pad(day.getUTCMonth() + 1)} năm ${day.getUTCFullYear()}`,
    { align: 'center' },
  );
  first.rule();
  first.text(`Họ tên người mua: ${sheet.fullName}`, { gap: 10 });
  first.text(`Số thuê bao: ${formatPhoneDisplay(sheet.msisdn)}`);
  if (sheet.address) first.text(`Địa chỉ: ${sheet.address}`);
  first.text(`Kỳ cước: tháng ${sheet.period}`);
  first.text(`Trạng thái: ${sheet.paid ? 'Đã thanh toán' : 'Chưa thanh toán'}`, { bold: true });
  first.rule();
  first.row('Nội dung', 'Thành tiền', { bold: true });
  first.row('Cước dịch vụ viễn thông (chi tiết ở trang 2)', money(pretax));
  first.row('Thuế suất GTGT 10%', money(tax));
  first.rule();
  first.row('Tổng cộng tiền thanh toán', money(sheet.amount), { bold: true });
  first.footer(footer(1));

  const second = new Writer(pdf.addPage([A4.width, A4.height]), regular, bold);
  second.text('BẢNG KÊ CHI TIẾT CƯỚC', { bold: true, size: 14, align: 'center', gap: 0 });
  second.text(`Hóa đơn số ${sheet.invoiceNo} · kỳ cước tháng ${sheet.period}`, { align: 'center' });
  second.rule();
  second.row('Khoản mục', 'Thành tiền', { bold: true });
  for (const [label, value] of lines) second.row(label, money(value));
  second.rule();
  second.row('Cộng tiền dịch vụ', money(pretax), { bold: true });
  second.row('Thuế GTGT (10%)', money(tax));
  second.row('Tổng cộng', money(sheet.amount), { bold: true });
  second.footer(footer(2));

  return pdf.save({ useObjectStreams: false });
}
