import * as styles from './einvoices.css';
import type { PDFDocumentProxy } from './pdfEngine';

/** Print resolution: 2× the PDF's 72 dpi is about 150 dpi, sharp on paper and light on phones. */
const PRINT_SCALE = 2;

/**
 * SHELL-010: prints every page, drawn by pdf.js onto canvases in an area of the body that the print
 * stylesheet alone shows (einvoices.css.ts), so no browser PDF viewer is needed. The area goes away
 * once the print dialog closes.
 */
export async function printPdf(pdf: PDFDocumentProxy): Promise<void> {
  document.querySelector(`.${styles.printArea}`)?.remove();
  const area = document.createElement('div');
  area.className = styles.printArea;
  area.setAttribute('aria-hidden', 'true');
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale: PRINT_SCALE });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
    area.append(canvas);
  }
  document.body.append(area);
  window.addEventListener('afterprint', () => area.remove(), { once: true });
  window.print();
}
