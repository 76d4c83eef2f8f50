/** §7 E-invoice (API-115 ... API-117). */
import * as z from 'zod/mini';
import { defineCalls, mobileRow } from './define';
import { eInvoiceRecord } from './records';
import { listOf, mobileResponse, optionalText, unshownBody } from './wire';

/** Issue 19 (fields not shown, assumed): the invoice a file call asks for, by the list's INVOICE_ID. */
export const eInvoiceFileBody = z.looseObject({ invoice_id: z.string().check(z.minLength(1)) });

/** Issue 19 (fields not shown, assumed): the invoice's PDF, base64 in FILE_CONTENT, and its name. */
export const eInvoiceFileRecord = z.looseObject({
  FILE_NAME: optionalText,
  MIME_TYPE: optionalText,
  FILE_CONTENT: z.string().check(z.minLength(1)),
});

const fileAssumed =
  'fields not shown; body { invoice_id } (the list INVOICE_ID), result { FILE_NAME, MIME_TYPE, FILE_CONTENT: base64 PDF }';

export const einvoiceCalls = defineCalls({
  product_einvoice_list_by_cust: mobileRow(
    'read',
    'API-115',
    '/{product}_einvoice_list_by_cust',
    unshownBody,
    mobileResponse(listOf(eInvoiceRecord)),
    {
      assumed:
        'fields not shown; result a list of invoices (INVOICE_ID, INVOICE_NO, INVOICE_DATE, AMOUNT, PERIOD, STATUS)',
    },
  ),
  // The file to show in /view-pdf and the file to save: the same answer, two rows of the spec.
  product_einvoice_get_file: mobileRow(
    'read',
    'API-116',
    '/{product}_einvoice_get_file',
    eInvoiceFileBody,
    mobileResponse(eInvoiceFileRecord),
    { assumed: fileAssumed },
  ),
  product_einvoice_download_file: mobileRow(
    'read',
    'API-117',
    '/{product}_einvoice_download_file',
    eInvoiceFileBody,
    mobileResponse(eInvoiceFileRecord),
    { assumed: fileAssumed },
  ),
});
