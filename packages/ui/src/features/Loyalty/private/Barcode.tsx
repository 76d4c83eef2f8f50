import { useLayoutEffect, useRef } from 'react';

export interface BarcodeProps {
  /** The text the bars encode (CODE128: any printable ASCII). */
  value: string;
  label: string;
  className?: string;
}

/**
 * A CODE128 barcode drawn by JsBarcode as SVG (crisp at any size), in the current text colour on a
 * transparent ground: the caller's frame gives the light quiet zone a scanner needs. JsBarcode is a
 * CommonJS module with no side-effect flag, so it is loaded when a barcode is first shown, never with
 * the components that only sit beside this one in the ui bundle.
 */
export function Barcode({ value, label, className }: BarcodeProps) {
  const svg = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    let current = true;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (!current || !svg.current) return;
      JsBarcode(svg.current, value, {
        format: 'CODE128',
        displayValue: false,
        margin: 0,
        height: 60,
        width: 2,
        background: 'transparent',
        lineColor: 'currentColor',
      });
      // JsBarcode sets a viewBox; without the fixed size the bars scale with the frame.
      svg.current.setAttribute('preserveAspectRatio', 'none');
      svg.current.removeAttribute('width');
      svg.current.removeAttribute('height');
    });
    return () => {
      current = false;
    };
  }, [value]);
  return <svg ref={svg} role="img" aria-label={label} className={className} data-value={value} />;
}
