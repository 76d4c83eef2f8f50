/** §7 E-invoice (API-115 ... API-117). */
import { defineCalls, mobileRow } from './define';
import { eInvoiceRecord } from './records';
import { listOf, mobileResponse, unshownBody, unshownMobileRow } from './wire';

export const einvoiceCalls = defineCalls({
  product_einvoice_list_by_cust: mobileRow(
    'read',
    'API-115',
    '/{product}_einvoice_list_by_cust',
    unshownBody,
    mobileResponse(listOf(eInvoiceRecord)),
    {
      assumed:
        'fields not shown; result a list of invoices (INVOICE_ID, INVOICE_NO, INVOICE_DATE, AMOUNT, PERIOD)',
    },
  ),
  product_einvoice_get_file: unshownMobileRow('read', 'API-116', '/{product}_einvoice_get_file'),
  product_einvoice_download_file: unshownMobileRow('read', 'API-117', '/{product}_einvoice_download_file'),
});
