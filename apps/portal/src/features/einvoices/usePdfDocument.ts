import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from './pdfEngine';

export type PdfDocumentState =
  | { readonly status: 'waiting' }
  | { readonly status: 'ready'; readonly document: PDFDocumentProxy }
  | { readonly status: 'failed' };

/** SHELL-010: opens the bytes with pdf.js, whose chunk is fetched only now; closed when the bytes change. */
export function usePdfDocument(bytes: Uint8Array | undefined): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'waiting' });
  useEffect(() => {
    if (bytes === undefined) return undefined;
    let closed = false;
    let destroy: (() => Promise<void>) | undefined;
    setState({ status: 'waiting' });
    import('./pdfEngine')
      .then(({ openPdf }) => {
        const task = openPdf(bytes);
        destroy = () => task.destroy();
        return task.promise;
      })
      .then(
        (document) => {
          if (!closed) setState({ status: 'ready', document });
        },
        () => {
          if (!closed) setState({ status: 'failed' });
        },
      );
    return () => {
      closed = true;
      void destroy?.();
    };
  }, [bytes]);
  return state;
}
