import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
import { renderRoutes, warmShell } from '../../../test/router';

const ok = (result: unknown) => json({ error_code: '0', message: 'Thành công', result });

const invoices = ok([
  {
    INVOICE_ID: 7,
    INVOICE_NO: 'C25TAA0100037',
    INVOICE_DATE: '2026-10-28',
    AMOUNT: 155000,
    PERIOD: '10/2026',
    STATUS: 'UNPAID',
  },
  {
    INVOICE_ID: 6,
    INVOICE_NO: 'C25TAA0100000',
    INVOICE_DATE: '2026-09-28',
    AMOUNT: 90000,
    PERIOD: '09/2026',
    STATUS: 'PAID',
  },
]);
const pdfFile = ok({ FILE_NAME: 'C25TAA0100037.pdf', FILE_CONTENT: btoa('%PDF-1.7\n%%EOF') });

const signIn = () => {
  window.localStorage.setItem('mobile', '84912345678');
  window.localStorage.setItem('session', 's-1');
  window.localStorage.setItem('authorized', 'true');
};

beforeAll(warmShell, 60_000);
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('e-invoices (issue 19)', { timeout: 20_000 }, () => {
  it('ACC-54 lists the invoices by month with status and amount, each linking to /view-pdf by id', async () => {
    signIn();
    const operator = fakeOperator({ vnpt_einvoice_list_by_cust: invoices });
    renderRoutes('/tinh-nang/hoa-don-dien-tu', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    const main = within(await screen.findByRole('main'));
    expect(
      await main.findByRole('heading', { level: 2, name: 'October 2026' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(main.getByRole('heading', { level: 2, name: 'September 2026' })).toBeTruthy();
    expect(main.getByText('Unpaid')).toBeTruthy();
    expect(main.getByText('155,000đ')).toBeTruthy();
    expect(main.getByRole('link', { name: 'View invoice C25TAA0100037' }).getAttribute('href')).toBe(
      '/view-pdf?hoa-don=7',
    );
  });

  it('ACC-54 downloads an invoice through download_file and saves it as a PDF under a safe name', async () => {
    signIn();
    const saved: { name: string; type: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', type: (blob as Blob).type });
      return 'blob:test';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    const operator = fakeOperator({
      vnpt_einvoice_list_by_cust: invoices,
      vnpt_einvoice_download_file: pdfFile,
    });
    renderRoutes('/tinh-nang/hoa-don-dien-tu', { fetchImpl: operator.fetchImpl });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Tải về hóa đơn C25TAA0100037 (PDF)' }, { timeout: 10_000 }),
    );
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'hoa-don-C25TAA0100037.pdf', type: 'application/pdf' }]),
    );
    expect(operator.called('vnpt_einvoice_download_file')[0]?.body).toMatchObject({ invoice_id: '7' });
  });

  it('SHELL-010 the viewer opens no address from the query: only an invoice id, by the session-bound call', async () => {
    signIn();
    const operator = fakeOperator({ vnpt_einvoice_get_file: pdfFile });
    renderRoutes('/view-pdf?file=https%3A%2F%2Fevil.example%2Fx.pdf', { fetchImpl: operator.fetchImpl });
    expect(
      await screen.findByText(/Không mở được tài liệu này/, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(operator.called('vnpt_einvoice_get_file')).toHaveLength(0);
    expect(operator.calls.some((call) => call.path.includes('evil'))).toBe(false);
  });

  it('SHELL-010 a file that is not a PDF is refused with its own message', async () => {
    signIn();
    const operator = fakeOperator({
      vnpt_einvoice_get_file: ok({
        FILE_NAME: 'x.pdf',
        FILE_CONTENT: btoa('<html><script>alert(1)</script>'),
      }),
    });
    renderRoutes('/view-pdf?hoa-don=7', { fetchImpl: operator.fetchImpl, language: 'en-US' });
    expect(
      await screen.findByText('The file received is not a PDF invoice.', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(operator.called('vnpt_einvoice_get_file')[0]?.body).toMatchObject({
      invoice_id: '7',
      session: 's-1',
    });
  });
});
