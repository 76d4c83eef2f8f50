import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { portalPrecache } from './serviceWorker';

const portal = path.join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(portal, file));

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
const manifest = JSON.parse(read('public/manifest.webmanifest').toString('utf8')) as {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};
const indexHtml = read('index.html').toString('utf8');

/** A colour of the ui's light theme, read from its token file (the ui package does not export raw tokens). */
function lightToken(name: string): string {
  const source = readFileSync(path.join(portal, '../../packages/ui/src/themes/tokens.ts'), 'utf8');
  const light = source.slice(source.indexOf('export const lightColors'));
  const value = new RegExp(`\\b${name}: '(#[0-9A-Fa-f]{6})'`).exec(light)?.[1];
  if (!value) throw new Error(`No ${name} in lightColors`);
  return value.toUpperCase();
}

/** Width, height and the RGBA of one pixel of an 8-bit RGBA PNG without row filters (scripts/app-icons.mjs). */
function pngPixel(file: string, x: number, y: number) {
  const bytes = read(file);
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('ascii', at + 4, at + 8) === 'IDAT')
      idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const rows = inflateSync(Buffer.concat(idat));
  const offset = y * (width * 4 + 1) + 1 + x * 4;
  const hex = [...rows.subarray(offset, offset + 3)].map((c) => c.toString(16).padStart(2, '0')).join('');
  return { width, height, colour: `#${hex}`.toUpperCase(), alpha: rows[offset + 3] };
}

describe('web app manifest (issue 22)', () => {
  it('names the portal in Vietnamese, opens at / standalone, with the theme colours of the ui tokens', () => {
    expect(manifest).toMatchObject({
      name: 'Cổng tự phục vụ',
      short_name: 'Tự phục vụ',
      lang: 'vi',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: lightToken('brand'),
      background_color: lightToken('background'),
    });
    // Launchers cut longer short names.
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it('has 192 and 512 px icons and a maskable one, each a PNG of its stated size in the brand colour', () => {
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      const file = `public${icon.src}`;
      expect(read(file).subarray(1, 4).toString('ascii'), file).toBe('PNG');
      // Beside the mark, inside the rounded corners: the brand blue.
      expect(pngPixel(file, Math.round(width! * 0.5), Math.round(height! * 0.15)), file).toEqual({
        width,
        height,
        colour: lightToken('brand'),
        alpha: 255,
      });
    }
    // A maskable icon fills its square: the platform cuts its own shape.
    expect(pngPixel('public/icons/icon-maskable-512.png', 0, 0).alpha).toBe(255);
  });

  it('is linked from index.html with the same theme colour, and precached with its icons', () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(indexHtml).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    const appleIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(indexHtml)?.[1];
    expect(pngPixel(`public${appleIcon}`, 0, 0)).toMatchObject({ width: 180, alpha: 255 });
    for (const icon of manifest.icons) expect(portalPrecache.publicFiles).toContain(icon.src.slice(1));
    expect(portalPrecache.publicFiles).toContain('manifest.webmanifest');
  });
});
