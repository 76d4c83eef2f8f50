// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Blob as HbBlob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import {
  codePointsOf,
  makeWeight,
  mergedFileUrl,
  mergedRange,
  sourceNames,
  stylesheetUrl,
} from '../../scripts/web-font.mjs';

interface FontFace {
  readonly file: string;
  readonly weight: string;
  readonly display: string;
  readonly unicodeRange: string;
}

/** The Be Vietnam Pro faces of a stylesheet, in their order, with the woff2 file each fetches. */
function facesOf(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const descriptor = (name: string) =>
      new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.replace(/\s+/g, '') ?? '';
    return {
      file: /([\w-]+)\.woff2/.exec(body)?.[1] ?? '',
      weight: descriptor('font-weight'),
      display: descriptor('font-display'),
      unicodeRange: descriptor('unicode-range'),
    };
  });
}

const require = createRequire(import.meta.url);
const fontsourceFaces = (subset: string) =>
  facesOf(readFileSync(require.resolve('@fontsource/be-vietnam-pro/400.css'), 'utf8')).find((face) =>
    face.file.endsWith(`-${subset}-400-normal`),
  )!;
const codePointSet = (range: string) => new Set(codePointsOf(range));
const css = readFileSync(stylesheetUrl, 'utf8');
const ours = facesOf(css);
const merged = ours.filter((face) => /^be-vietnam-pro-\d00$/.test(face.file));
const latinExt = ours.filter((face) => face.file.includes('-latin-ext-'));

describe('the web font (issue 22)', () => {
  it('has one merged face a weight whose range is fontsource’s latin and vietnamese ranges together', () => {
    expect(merged.map((face) => face.weight)).toEqual(['400', '500', '600', '700']);
    const union = new Set([
      ...codePointsOf(fontsourceFaces('latin').unicodeRange),
      ...codePointsOf(fontsourceFaces('vietnamese').unicodeRange),
    ]);
    for (const face of merged) expect(codePointSet(face.unicodeRange)).toEqual(union);
  });

  it('keeps latin-ext for what the merged faces lack only, so a late merged face falls back to the local font', () => {
    expect(latinExt.map((face) => face.weight)).toEqual(['400', '500', '600', '700']);
    const mergedCodePoints = codePointSet(merged[0]!.unicodeRange);
    const rest = codePointsOf(fontsourceFaces('latin-ext').unicodeRange).filter(
      (codePoint) => !mergedCodePoints.has(codePoint),
    );
    for (const face of latinExt) expect(codePointSet(face.unicodeRange)).toEqual(new Set(rest));
  });

  it('declares every face font-display: optional, so the font never redraws painted text', () => {
    expect(ours).toHaveLength(8);
    for (const face of ours) expect(face.display, face.file).toBe('optional');
  });

  it.each(Object.keys(sourceNames))(
    'the %s file is what scripts/web-font.mjs makes from the stylesheet’s range',
    async (weight) => {
      const made = await makeWeight(weight, mergedRange(css));
      expect(Buffer.compare(made, readFileSync(mergedFileUrl(weight))), 'run node scripts/web-font.mjs').toBe(
        0,
      );
    },
  );

  it.each(Object.keys(sourceNames))(
    'the %s file draws every Vietnamese letter, tone and the đồng sign, and plain ASCII',
    async (weight) => {
      const face = new Face(new HbBlob(await makeWeight(weight, mergedRange(css), 'sfnt')));
      const covered = new Set(face.collectUnicodes());
      const needed = [
        ...codePointsOf('U+0020-007E,U+1EA0-1EF9,U+0300-0301,U+0303,U+0309,U+0323,U+20AB'),
        ...[...'ÀÁÂÃÈÉÊÌÍÒÓÔÕÙÚÝàáâãèéêìíòóôõùúýĂăĐđĨĩŨũƠơƯư'].map((letter) => letter.codePointAt(0)!),
      ];
      expect(needed.filter((codePoint) => !covered.has(codePoint)).map((c) => c.toString(16))).toEqual([]);
    },
  );
});
