/** Real little images for the upload tests (issue 47 item 6: the sandbox decodes what it is sent). */
import { encode as encodeJpeg } from 'jpeg-js';
import { crc32 } from 'node:zlib';
import { PNG } from 'pngjs';

/** A gradient, so the JPEG encoder has something to encode. */
function pixels(width: number, height: number, alpha = 255): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      data.set([(x * 255) / width, (y * 255) / height, 120, alpha], at);
    }
  return data;
}

export function jpegBytes(width = 64, height = 48): Uint8Array {
  return new Uint8Array(encodeJpeg({ data: pixels(width, height), width, height }, 90).data);
}

export function pngBytes(width = 40, height = 30, alpha = 255): Uint8Array {
  const png = new PNG({ width, height });
  png.data = Buffer.from(pixels(width, height, alpha));
  return new Uint8Array(PNG.sync.write(png));
}

/** A JPEG with a segment inserted right after its start (SOI): an APPn or a comment (FE). */
export function withJpegSegment(jpeg: Uint8Array, marker: number, payload: string): Uint8Array {
  const text = Buffer.from(payload, 'latin1');
  const segment = Buffer.concat([
    Buffer.from([0xff, marker, (text.length + 2) >> 8, (text.length + 2) & 0xff]),
    text,
  ]);
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]));
}

export const appended = (image: Uint8Array, text: string): Uint8Array =>
  new Uint8Array(Buffer.concat([image, Buffer.from(text, 'latin1')]));

export const blobOf = (bytes: Uint8Array, type = 'image/jpeg'): Blob => new Blob([bytes], { type });

/** A PNG with a tEXt chunk inserted before its IEND. */
export function withPngText(png: Uint8Array, keyword: string, text: string): Uint8Array {
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  const type = Buffer.from('tEXt', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const end = png.length - 12;
  return new Uint8Array(Buffer.concat([png.subarray(0, end), length, type, data, crc, png.subarray(end)]));
}
