import { describe, expect, it } from 'vitest';
import { eInvoiceFileRecord } from '../src/contract/einvoice';
import { eInvoiceRecord } from '../src/contract/records';
import { NotAPdfError, toEInvoice, toEInvoiceFile } from '../src/mappers';

const base64 = (text: string) => btoa(text);

describe('e-invoice mappers (issue 19)', () => {
  it('ACC-54: maps a listed invoice with its status', () => {
    const record = eInvoiceRecord.parse({
      INVOICE_ID: 7,
      INVOICE_NO: 'C25TAA0100037',
      INVOICE_DATE: '2026-10-01',
      AMOUNT: '150000',
      PERIOD: '10/2026',
      STATUS: 'UNPAID',
    });
    expect(toEInvoice(record)).toEqual({
      id: '7',
      number: 'C25TAA0100037',
      issuedAt: '2026-10-01',
      amount: 150_000,
      period: '10/2026',
      status: 'unpaid',
    });
  });

  it('ACC-54: a file answer becomes the PDF bytes and its name', () => {
    const file = toEInvoiceFile(
      eInvoiceFileRecord.parse({ FILE_NAME: 'x.pdf', FILE_CONTENT: base64('%PDF-1.7\n%%EOF') }),
    );
    expect(file.fileName).toBe('x.pdf');
    expect(new TextDecoder().decode(file.bytes.slice(0, 8))).toBe('%PDF-1.7');
  });

  it('ACC-54: refuses a file that is not a PDF or not base64', () => {
    for (const content of [base64('<html><script>alert(1)</script>'), 'not base64!'])
      expect(() => toEInvoiceFile(eInvoiceFileRecord.parse({ FILE_CONTENT: content }))).toThrow(NotAPdfError);
  });
});
