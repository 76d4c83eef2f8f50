import { bytesFromBase64, isPdf, type EInvoiceFile } from '@selfcare/domain';
import type * as z from 'zod/mini';
import type { eInvoiceFileRecord } from '../contract/einvoice';
import { optional } from './wire';

/** Issue 19: an invoice file answer that is not a base64 PDF (never shown, never saved). */
export class NotAPdfError extends Error {
  constructor() {
    super('The invoice file is not a PDF');
    this.name = 'NotAPdfError';
  }
}

/** Issue 19 (API-116, API-117): FILE_CONTENT (base64) becomes the PDF's bytes; anything else is refused. */
export function toEInvoiceFile(record: z.output<typeof eInvoiceFileRecord>): EInvoiceFile {
  const bytes = bytesFromBase64(record.FILE_CONTENT);
  if (bytes === undefined || !isPdf(bytes)) throw new NotAPdfError();
  return { fileName: optional(record.FILE_NAME), bytes };
}
