/**
 * Issue 47 item 6: an uploaded photo is taken for what its content is, never for what its name, type or
 * first bytes claim. It must be a whole JPEG or PNG (structure walked, every pixel decoded), of a bounded
 * size in pixels (checked from its header before decoding: no decompression bomb), with no markup where
 * a polyglot hides it (metadata, comments, text chunks, bytes after the image's end); then it is drawn
 * again as a fresh JPEG, so what is kept and served back holds the pixels and nothing else (no metadata,
 * no location, no trailing bytes). SVG, HTML, text, programs and empty files are not images here.
 */
import { imageTypeOf, type EkycImageType } from '@selfcare/domain';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { InvalidInput } from '../http/operator-error';

/** The longer edge of a photo at most (the portal sends at most 1 600, EKYC_PHOTO_MAX_EDGE). */
export const PHOTO_MAX_EDGE = 4096;
/** At most this many pixels (32 MiB as RGBA; about a second to decode on the 2-core machine). */
export const PHOTO_MAX_PIXELS = 8 * 1024 * 1024;
/** The quality of the fresh JPEG (the portal's canvas uses the same, packages/ui downscalePhoto). */
export const PHOTO_JPEG_QUALITY = 85;

export type PhotoRefusal = 'empty' | 'notImage' | 'markup' | 'tooManyPixels' | 'undecodable';

const refusalText: Record<PhotoRefusal, string> = {
  empty: 'the file is empty.',
  notImage: 'the file is not a JPEG or PNG image.',
  markup: 'the file carries markup or script beside the image (a polyglot).',
  tooManyPixels: `the image is larger than ${PHOTO_MAX_PIXELS} pixels or ${PHOTO_MAX_EDGE} pixels on an edge.`,
  undecodable: 'the image could not be decoded as a whole JPEG or PNG image.',
};

export class PhotoRefused extends Error {
  constructor(readonly reason: PhotoRefusal) {
    super(refusalText[reason]);
    this.name = 'PhotoRefused';
  }
}

export interface CleanPhoto {
  /** Always a fresh JPEG: what is stored and served. */
  readonly type: Extract<EkycImageType, 'image/jpeg'>;
  /** What the upload's content was. */
  readonly uploadedType: EkycImageType;
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** What a walk of the file's structure found: its size and the bytes that are not image data. */
interface Structure {
  readonly width: number;
  readonly height: number;
  /** Metadata, comments, text chunks and anything after the end of the image. */
  readonly freeBytes: readonly Uint8Array[];
}

/**
 * Markup a browser (or an HTML sniffer) would act on. Looked for only outside the image data, where a
 * real photo has text (EXIF, XMP) but never HTML; compressed image data is random and would match by chance.
 */
const markup =
  /<\s*(script|html|body|head|svg|iframe|object|embed|img|meta|link|style|form|base|a\s|!doctype|\?xml-stylesheet)|javascript:/i;

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 65_536 + u16(bytes, at + 2);

/** SOF markers: C0 … CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks a JPEG's segments (ITU T.81 B.1): its frame size, its APPn / COM payloads and any trailing bytes. */
function jpegStructure(bytes: Uint8Array): Structure | undefined {
  const freeBytes: Uint8Array[] = [];
  let width = 0;
  let height = 0;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    while (bytes[at + 1] === 0xff) at += 1; // fill bytes
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xd9) {
      if (at + 2 < bytes.length) freeBytes.push(bytes.subarray(at + 2));
      return width > 0 && height > 0 ? { width, height, freeBytes } : undefined;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = u16(bytes, at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return undefined;
    const payload = bytes.subarray(at + 4, at + 2 + length);
    if (isStartOfFrame(marker)) {
      height = u16(payload, 1);
      width = u16(payload, 3);
    } else if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) freeBytes.push(payload);
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 00 nor a restart.
      while (at < bytes.length) {
        const next = bytes[at + 1] ?? 0;
        if (bytes[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        at += 1;
      }
    }
  }
  return undefined; // no end-of-image marker: not a whole JPEG
}

/** Walks a PNG's chunks: IHDR's size, the ancillary chunks' data and any bytes after IEND. */
function pngStructure(bytes: Uint8Array): Structure | undefined {
  const freeBytes: Uint8Array[] = [];
  let width = 0;
  let height = 0;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > bytes.length) return undefined;
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = u32(data, 0);
      height = u32(data, 4);
    } else if (type === 'IEND') {
      if (end < bytes.length) freeBytes.push(bytes.subarray(end));
      return width > 0 && height > 0 ? { width, height, freeBytes } : undefined;
    } else if (!['PLTE', 'IDAT', 'tRNS', 'gAMA', 'sRGB', 'cHRM', 'pHYs', 'bKGD'].includes(type))
      freeBytes.push(data); // tEXt, iTXt, zTXt, eXIf and anything unknown
    at = end;
  }
  return undefined; // no IEND: not a whole PNG
}

const hasMarkup = (parts: readonly Uint8Array[]) =>
  parts.some((part) =>
    markup.test(Buffer.from(part.buffer, part.byteOffset, part.byteLength).toString('latin1')),
  );

/** RGBA pixels as the PNG decoder gives them, drawn over white (a JPEG has no transparency). */
function overWhite(rgba: Uint8Array): Uint8Array {
  for (let index = 0; index < rgba.length; index += 4) {
    const alpha = rgba[index + 3] ?? 255;
    if (alpha === 255) continue;
    for (let channel = 0; channel < 3; channel += 1) {
      const value = rgba[index + channel] ?? 0;
      rgba[index + channel] = Math.round((value * alpha + 255 * (255 - alpha)) / 255);
    }
    rgba[index + 3] = 255;
  }
  return rgba;
}

function decodePixels(
  type: EkycImageType,
  bytes: Uint8Array,
): { data: Uint8Array; width: number; height: number } {
  if (type === 'image/jpeg') {
    const image = decodeJpeg(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      tolerantDecoding: false,
      maxResolutionInMP: PHOTO_MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 128,
    });
    return { data: image.data, width: image.width, height: image.height };
  }
  const image = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    checkCRC: true,
  });
  return { data: overWhite(new Uint8Array(image.data)), width: image.width, height: image.height };
}

export interface InspectedPhoto {
  readonly uploadedType: EkycImageType;
  readonly width: number;
  readonly height: number;
}

/**
 * The checks that cost no decoding (type by content, structure, markup, size in pixels), so an upload of
 * several files refuses a bad one before any is decoded.
 */
export function inspectPhoto(bytes: Uint8Array): InspectedPhoto {
  if (bytes.length === 0) throw new PhotoRefused('empty');
  const uploadedType = imageTypeOf(bytes);
  if (uploadedType === undefined) throw new PhotoRefused('notImage');
  const structure = uploadedType === 'image/jpeg' ? jpegStructure(bytes) : pngStructure(bytes);
  if (structure === undefined) throw new PhotoRefused('undecodable');
  if (hasMarkup(structure.freeBytes)) throw new PhotoRefused('markup');
  const { width, height } = structure;
  if (Math.max(width, height) > PHOTO_MAX_EDGE || width * height > PHOTO_MAX_PIXELS)
    throw new PhotoRefused('tooManyPixels');
  return { uploadedType, width, height };
}

/** The photo as a fresh JPEG of its pixels, or a refusal saying why it is not taken. */
export function reencodePhoto(bytes: Uint8Array): CleanPhoto {
  const { uploadedType, width, height } = inspectPhoto(bytes);
  let pixels: { data: Uint8Array; width: number; height: number };
  try {
    pixels = decodePixels(uploadedType, bytes);
  } catch {
    throw new PhotoRefused('undecodable');
  }
  // The decoder's size must be the header's: anything else is a file built to mislead one of them.
  if (pixels.width !== width || pixels.height !== height) throw new PhotoRefused('undecodable');
  const fresh = encodeJpeg({ data: pixels.data, width, height }, PHOTO_JPEG_QUALITY).data;
  return { type: 'image/jpeg', uploadedType, bytes: new Uint8Array(fresh), width, height };
}

/**
 * A file field of an upload, read, checked and drawn again; a refusal names the field: 413 PAYLOAD_TOO_LARGE
 * over `maxBytes`, 400 BAD_REQUEST otherwise (both in the operator's shape).
 */
export async function readUploadedFile(value: unknown, field: string, maxBytes: number): Promise<Uint8Array> {
  if (!(value instanceof Blob)) throw new InvalidInput(`${field}: a file is expected.`);
  if (value.size > maxBytes)
    throw new InvalidInput(`${field}: the file is larger than ${maxBytes} bytes.`, 413);
  const bytes = new Uint8Array(await value.arrayBuffer());
  checked(field, () => inspectPhoto(bytes));
  return bytes;
}

/** Runs a photo check, turning its refusal into the field's 400. */
export function checked<T>(field: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof PhotoRefused) throw new InvalidInput(`${field}: ${error.message}`);
    throw error;
  }
}
