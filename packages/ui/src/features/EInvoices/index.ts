export { EInvoiceList } from './EInvoiceList/EInvoiceList';
export type { EInvoiceListProps } from './EInvoiceList/EInvoiceList';
export { PdfToolbar } from './PdfToolbar/PdfToolbar';
export type { PdfToolbarProps } from './PdfToolbar/PdfToolbar';
export type { EInvoiceLinkComponent, EInvoiceLinkProps } from './private/links';
