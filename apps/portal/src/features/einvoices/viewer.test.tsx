import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18nTesting';
import { PdfPageView } from './PdfPageView';
import type { PDFDocumentProxy } from './pdfEngine';
import { printPdf } from './printPdf';

/** Two A4 pages whose drawing is recorded: enough of pdf.js for the viewer's own logic. */
function fakeDocument() {
  const rendered: { page: number; width: number }[] = [];
  const page = (number: number) => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
    render: ({ canvas }: { canvas: HTMLCanvasElement }) => {
      rendered.push({ page: number, width: canvas.width });
      return { promise: Promise.resolve(), cancel: vi.fn() };
    },
    getTextContent: async () => ({ items: [{ str: `Hóa đơn trang ${number}` }] }),
  });
  const document = { numPages: 2, getPage: async (number: number) => page(number) };
  return { document: document as unknown as PDFDocumentProxy, rendered };
}

/** happy-dom has no layout: the frame reports the width a phone would. */
class FixedWidthObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback(
      [{ contentRect: { width: 343 } } as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the PDF viewer (SHELL-010)', () => {
  it('SHELL-010 draws the page fitted to the frame, gives its text to screen readers, and + / - zoom it', async () => {
    vi.stubGlobal('ResizeObserver', FixedWidthObserver);
    const { document, rendered } = fakeDocument();
    const onZoom = vi.fn();
    render(
      <I18nextProvider i18n={createI18n('vi')}>
        <PdfPageView document={document} page={2} zoom={1} onZoom={onZoom} onFailed={vi.fn()} />
      </I18nextProvider>,
    );
    const canvas = await screen.findByRole('img', { name: 'Trang 2 của hóa đơn' });
    await waitFor(() => expect(canvas.getAttribute('data-rendered-page')).toBe('2'));
    expect(canvas.style.width).toBe('343px');
    // One drawing of page 2, at the frame's width times the screen's pixel ratio.
    expect(rendered.map((drawing) => drawing.page)).toEqual([2]);
    expect(rendered[0]?.width).toBeGreaterThanOrEqual(Math.floor(343 * window.devicePixelRatio) - 1);
    expect(screen.getByRole('document', { name: 'Nội dung trang 2' }).textContent).toBe('Hóa đơn trang 2');
    const frame = screen.getByRole('region', { name: 'Trang 2 của hóa đơn' });
    fireEvent.keyDown(frame, { key: '+' });
    fireEvent.keyDown(frame, { key: '=' });
    fireEvent.keyDown(frame, { key: '-' });
    fireEvent.keyDown(frame, { key: 'a' });
    expect(onZoom.mock.calls).toEqual([['in'], ['in'], ['out']]);
  });

  it('SHELL-010 prints every page from canvases shown alone, removed after printing', async () => {
    const { document, rendered } = fakeDocument();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await printPdf(document);
    expect(print).toHaveBeenCalledOnce();
    expect(rendered.map((page) => page.page)).toEqual([1, 2]);
    const area = window.document.body.lastElementChild;
    expect(area?.querySelectorAll('canvas')).toHaveLength(2);
    expect(area?.getAttribute('aria-hidden')).toBe('true');
    window.dispatchEvent(new Event('afterprint'));
    expect(area?.isConnected).toBe(false);
  });
});
