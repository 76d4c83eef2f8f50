import { QRCodeSVG } from 'qrcode.react';
import { Barcode } from './Barcode';

export type CodeKind = 'qr' | 'barcode';

export interface CodeImageProps {
  kind: CodeKind;
  /** The text the code encodes (a card number, a voucher code). */
  value: string;
  /** The image's accessible name. */
  label: string;
  className?: string;
}

/**
 * LOY-36: a scannable image of a text, a QR (level M) or a CODE128 barcode, as SVG in the current text
 * colour on a transparent ground (the caller's frame gives the light quiet zone). The member card and
 * the voucher code both draw their codes here.
 */
export function CodeImage({ kind, value, label, className }: CodeImageProps) {
  return kind === 'qr' ? (
    <QRCodeSVG
      value={value}
      level="M"
      marginSize={0}
      bgColor="transparent"
      fgColor="currentColor"
      role="img"
      aria-label={label}
      className={className}
    />
  ) : (
    <Barcode value={value} label={label} className={className} />
  );
}
