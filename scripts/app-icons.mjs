#!/usr/bin/env node
// Draws the web app's icons (issue 22) into apps/portal/public/icons: a white SIM card with its chip on
// the brand blue (the ui theme's `brand` token; favicon.ico is a plain square, too small to scale up).
// The PNGs are committed; run this again only to change the mark: `node scripts/app-icons.mjs`.
// No image library: the shapes are tested per pixel (4×4 samples for smooth edges) and written with zlib.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { root } from './lib/toolchain.mjs';

/** lightColors.brand in packages/ui/src/themes/tokens.ts (deploy/webAppManifest.test.ts checks it). */
const brand = [0x00, 0x54, 0xb4];
const white = [0xff, 0xff, 0xff];

/** Inside a rectangle centred at (cx, cy) with half sizes (hw, hh) and rounded corners of radius r. */
function inRoundedRect(x, y, cx, cy, hw, hh, r) {
  const dx = Math.max(Math.abs(x - cx) - (hw - r), 0);
  const dy = Math.max(Math.abs(y - cy) - (hh - r), 0);
  return dx * dx + dy * dy <= r * r;
}

/** The mark in unit coordinates (0..1): the colour at a point, or undefined for the background. */
function mark(x, y) {
  const card = { cx: 0.5, cy: 0.5, hw: 0.22, hh: 0.29 };
  const cut = 0.14; // the SIM card's cut corner, top right
  const inCard =
    inRoundedRect(x, y, card.cx, card.cy, card.hw, card.hh, 0.045) &&
    x - (card.cx + card.hw - cut) <= y - (card.cy - card.hh);
  if (!inCard) return undefined;
  const chip = { cx: 0.5, cy: 0.56, hw: 0.12, hh: 0.1 };
  if (!inRoundedRect(x, y, chip.cx, chip.cy, chip.hw, chip.hh, 0.03)) return white;
  // The chip's contacts: two white lines across and one down the middle.
  const line = 0.011;
  const onContact =
    Math.abs(y - (chip.cy - chip.hh / 3)) < line ||
    Math.abs(y - (chip.cy + chip.hh / 3)) < line ||
    Math.abs(x - chip.cx) < line;
  return onContact ? white : brand;
}

/**
 * One icon as RGBA rows. `maskable`: the blue fills the square (the platform cuts its own shape; the
 * mark stays within the safe circle of 40 % radius). Otherwise a rounded square on transparency.
 */
function draw(size, { maskable }) {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          const inBackground = maskable || inRoundedRect(x, y, 0.5, 0.5, 0.5, 0.5, 0.2);
          const colour = mark(x, y) ?? (inBackground ? brand : undefined);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const offset = (py * size + px) * 4;
      if (a > 0) pixels.set([r / a, g / a, b / a, (255 * a) / samples ** 2].map(Math.round), offset);
    }
  }
  return pixels;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG, no filter on any row. */
function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1)
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  // iOS rounds the home screen icon itself and shows transparency as black: a full square.
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];
const folder = path.join(root, 'apps/portal/public/icons');
mkdirSync(folder, { recursive: true });
for (const icon of icons) {
  writeFileSync(path.join(folder, icon.file), png(icon.size, draw(icon.size, icon)));
  console.log(`apps/portal/public/icons/${icon.file} (${icon.size}×${icon.size})`);
}
