import type { EInvoice } from '@selfcare/domain';

/** Stories' invoices: three months, the latest unpaid, one month with two invoices. */
export const sampleInvoices: readonly EInvoice[] = [
  {
    id: '1',
    number: 'C25TAA0100000',
    issuedAt: '2026-10-28',
    amount: 155_000,
    period: '10/2026',
    status: 'unpaid',
  },
  {
    id: '2',
    number: 'C25TAA0100037',
    issuedAt: '2026-09-28',
    amount: 90_000,
    period: '09/2026',
    status: 'paid',
  },
  {
    id: '3',
    number: 'C25TAA0100074',
    issuedAt: '2026-09-05',
    amount: 40_000,
    period: '09/2026',
    status: 'paid',
  },
  {
    id: '4',
    number: 'C25TAA0100111',
    issuedAt: '2026-08-29',
    amount: 210_000,
    period: '08/2026',
    status: 'unknown',
  },
];
