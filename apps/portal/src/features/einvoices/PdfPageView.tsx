import { canvasScale } from '@selfcare/domain';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './einvoices.css';
import type { PDFDocumentProxy, RenderTask } from './pdfEngine';

/** The width the page is fitted to: the frame's, followed as the window or the phone turns. */
function useWidthOf(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (element === null) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export interface PdfPageViewProps {
  document: PDFDocumentProxy;
  page: number;
  zoom: number;
  onZoom: (direction: 'in' | 'out') => void;
  onFailed: () => void;
}

/**
 * SHELL-010: one page drawn on a canvas by pdf.js (no browser PDF viewer, so phones show it too),
 * fitted to the width and zoomed; its text is given to screen readers beside the picture. The frame
 * scrolls by keyboard (it is focusable) and + / - zoom.
 */
export function PdfPageView({ document, page, zoom, onZoom, onFailed }: PdfPageViewProps) {
  const { t } = useTranslation('einvoices');
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const width = useWidthOf(frame);
  const [rendered, setRendered] = useState<{ page: number; text: string } | undefined>(undefined);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (width === 0 || canvas === null) return undefined;
    let cancelled = false;
    let task: RenderTask | undefined;
    const draw = async () => {
      const pdfPage = await document.getPage(page);
      if (cancelled) return;
      const base = pdfPage.getViewport({ scale: 1 });
      const { cssScale, pixelScale } = canvasScale({
        pageWidth: base.width,
        pageHeight: base.height,
        viewerWidth: width,
        zoom,
        pixelRatio: window.devicePixelRatio,
      });
      const viewport = pdfPage.getViewport({ scale: pixelScale });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.round(base.width * cssScale)}px`;
      canvas.style.height = `${Math.round(base.height * cssScale)}px`;
      task = pdfPage.render({ canvas, viewport });
      await task.promise;
      const content = await pdfPage.getTextContent();
      if (cancelled) return;
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      setRendered({ page, text });
    };
    draw().catch((error: unknown) => {
      // A render cancelled by the next page or zoom is not a failure.
      if (!cancelled && !(error instanceof Error && error.name === 'RenderingCancelledException')) onFailed();
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, page, zoom, width, onFailed]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') onZoom('in');
    else if (event.key === '-') onZoom('out');
    else return;
    event.preventDefault();
  };

  const drawn = rendered?.page === page;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- + and - zoom the focused page
    <div
      ref={setFrame}
      className={styles.frame}
      // A scrolling region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
      role="region"
      aria-label={t('viewer.page', { page })}
      aria-describedby="pdf-keys"
      aria-keyshortcuts="+ -"
      onKeyDown={onKeyDown}
    >
      <p id="pdf-keys" className={styles.srOnly}>
        {t('viewer.keys')}
      </p>
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        role="img"
        aria-label={t('viewer.page', { page })}
        data-rendered-page={drawn ? page : undefined}
      />
      {drawn ? (
        <div className={styles.srOnly} aria-label={t('viewer.pageText', { page })} role="document">
          {rendered.text}
        </div>
      ) : null}
    </div>
  );
}
