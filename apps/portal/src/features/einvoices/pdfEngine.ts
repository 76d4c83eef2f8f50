/**
 * SHELL-010: pdf.js, loaded only when /view-pdf opens a file (this module is a lazy chunk of its own,
 * size-budget.json). The worker is a same-origin file of the build (CSP worker-src 'self'), and
 * eval stays off (CSP script-src has no 'unsafe-eval').
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';

/**
 * Opens a PDF from its bytes; pdf.js takes the buffer it is given, so it gets a copy. Glyphs are drawn
 * as outlines (disableFontFace): no embedded font is installed in the page, so CSP font-src stays 'self'.
 */
export function openPdf(bytes: Uint8Array): PDFDocumentLoadingTask {
  return getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
}
