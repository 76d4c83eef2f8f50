import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Face {
  readonly file: string;
  readonly weight: string;
  readonly unicodeRange: string;
}

/** The Be Vietnam Pro faces of a stylesheet, in their order, with the woff2 file each fetches first. */
function facesOf(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const descriptor = (name: string) =>
      new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.replace(/\s+/g, '') ?? '';
    const file = /([\w-]+)\.woff2/.exec(body)?.[1] ?? '';
    return { file, weight: descriptor('font-weight'), unicodeRange: descriptor('unicode-range') };
  });
}

const here = fileURLToPath(import.meta.url);
const require = createRequire(here);
const fontsource = (file: string) =>
  readFileSync(require.resolve(`@fontsource/be-vietnam-pro/${file}`), 'utf8');
const ours = facesOf(readFileSync(path.join(path.dirname(here), 'webFont.css'), 'utf8'));

describe('the web font (issue 22)', () => {
  it('declares every face fontsource has for weights 400 to 700, each with the same unicode-range', () => {
    const theirs = ['400.css', '500.css', '600.css', '700.css'].flatMap((file) => facesOf(fontsource(file)));
    expect(theirs).toHaveLength(12);
    expect(ours).toHaveLength(12);
    for (const face of theirs) expect(ours).toContainEqual(face);
  });

  it('gives every face a unicode-range, so a page fetches only the subsets its text needs', () => {
    for (const face of ours) expect(face.unicodeRange, face.file).toMatch(/^U\+/);
  });

  it('declares the vietnamese faces last, so đ, ơ and ư come from them and not from latin-ext', () => {
    const subsetOrder = ours.map(
      ({ file }) => /be-vietnam-pro-(latin-ext|latin|vietnamese)-/.exec(file)?.[1],
    );
    expect(subsetOrder.slice(-4)).toEqual(['vietnamese', 'vietnamese', 'vietnamese', 'vietnamese']);
    expect(subsetOrder.lastIndexOf('latin-ext')).toBeLessThan(subsetOrder.indexOf('vietnamese'));
  });
});
