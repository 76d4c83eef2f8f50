import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

type Invoice = { INVOICE_ID: number; INVOICE_NO: string; PERIOD: string; STATUS: string; AMOUNT: number };

const listOf = async (session: string) =>
  (await sandbox.post('/api/mobile/vnpt_einvoice_list_by_cust', { session }))['result'] as Invoice[];

describe('e-invoices (API-115 … API-117, issue 19)', () => {
  it('ACC-54 API-115 lists the caller’s six monthly invoices, the latest unpaid', async () => {
    const invoices = await listOf(await sandbox.loginWithPassword('0912345678'));
    expect(invoices).toHaveLength(6);
    expect(invoices[0]).toMatchObject({ STATUS: 'UNPAID', PERIOD: expect.stringMatching(/^\d{2}\/\d{4}$/) });
    expect(invoices.slice(1).every((invoice) => invoice.STATUS === 'PAID')).toBe(true);
  });

  it('ACC-54 API-116 API-117 serve the caller’s own invoice as a base64 PDF', async () => {
    const session = await sandbox.loginWithPassword('0912345678');
    const [invoice] = await listOf(session);
    for (const call of ['vnpt_einvoice_get_file', 'vnpt_einvoice_download_file']) {
      const answer = await sandbox.post(`/api/mobile/${call}`, {
        session,
        invoice_id: String(invoice?.INVOICE_ID),
      });
      expect(answer).toMatchObject({
        error_code: '0',
        result: { FILE_NAME: `${invoice?.INVOICE_NO}.pdf`, MIME_TYPE: 'application/pdf' },
      });
      const content = (answer['result'] as { FILE_CONTENT: string }).FILE_CONTENT;
      expect(Buffer.from(content, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('ACC-54 another subscriber’s invoice answers as missing, never its file', async () => {
    const [theirs] = await listOf(await sandbox.loginWithPassword('0913456789'));
    const mine = await sandbox.loginWithPassword('0912345678');
    const answer = await sandbox.post('/api/mobile/vnpt_einvoice_get_file', {
      session: mine,
      invoice_id: String(theirs?.INVOICE_ID),
    });
    expect(answer).toMatchObject({ error_code: '1', message: 'Không tìm thấy hóa đơn.' });
    expect(answer).not.toHaveProperty('result');
  });

  it('refuses a malformed invoice id with a 400 in the operator’s shape, and a guest with 401', async () => {
    const session = await sandbox.loginWithPassword('0912345678');
    for (const invoiceId of ['../1', '1 or 1=1', 'https://evil.example/x.pdf', '']) {
      const response = await sandbox.postRaw(
        '/api/mobile/vnpt_einvoice_get_file',
        JSON.stringify({ session, invoice_id: invoiceId }),
      );
      expect(response.status, invoiceId).toBe(400);
      expect(await response.json()).toMatchObject({ error_code: 'BAD_REQUEST' });
    }
    const guest = await sandbox.post('/api/mobile/vnpt_einvoice_get_file', { invoice_id: '1' });
    expect(guest['error_code']).toBe('401');
  });
});
