/**
 * Makes the portal's web font files: Be Vietnam Pro, one woff2 a weight holding the latin and vietnamese
 * subsets together (issue 22). Fontsource ships them as two files a weight; with `font-display: optional`
 * a slow network could then draw a word's plain letters in the fallback and its marked ones in the web font.
 *
 * The characters are the unicode-range of the merged faces in src/themes/webFont.css (one source), cut from
 * Google Fonts' full files (@expo-google-fonts/be-vietnam-pro) with HarfBuzz (subset-font), without the
 * TrueType hinting: phones, macOS and Linux do not run it (Google Fonts sends those unhinted files too), and it
 * is half of each file's bytes, which a first visit fetches before its first paint.
 *
 *   node scripts/web-font.mjs   # writes src/themes/webFont/be-vietnam-pro-<weight>.woff2
 *
 * webFont.test.ts checks that the files written are the ones this makes, and what they cover.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const themes = new URL('../src/themes/', import.meta.url);
const require = createRequire(import.meta.url);

/** The weights the theme uses (tokens.ts fontWeight), with the name of Google Fonts' file for each. */
export const sourceNames = { 400: '400Regular', 500: '500Medium', 600: '600SemiBold', 700: '700Bold' };

export const stylesheetUrl = new URL('webFont.css', themes);
export const mergedFileUrl = (weight) => new URL(`webFont/be-vietnam-pro-${weight}.woff2`, themes);

/** The unicode-range of the merged faces in the stylesheet (all four declare the same one). */
export function mergedRange(css) {
  const ranges = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body]) => body)
    .filter((body) => /webFont\/be-vietnam-pro-\d00\.woff2/.test(body))
    .map((body) => /unicode-range:([^;]+);/.exec(body)?.[1].replace(/\s+/g, ''));
  const distinct = new Set(ranges);
  if (ranges.length !== 4 || distinct.size !== 1 || !ranges[0]) {
    throw new Error(`webFont.css: expected four merged faces with one unicode-range, found ${ranges.length}`);
  }
  return ranges[0];
}

/** Every code point of a unicode-range such as `U+0000-00FF,U+0131`. */
export function codePointsOf(range) {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => Number.parseInt(hex, 16));
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/** One weight cut to the range, as woff2 (or as a plain font file, `sfnt`, to read it back). */
export async function makeWeight(weight, range, targetFormat = 'woff2') {
  const source = await readFile(
    require.resolve(
      `@expo-google-fonts/be-vietnam-pro/${sourceNames[weight]}/BeVietnamPro_${sourceNames[weight]}.ttf`,
    ),
  );
  return subsetFont(source, String.fromCodePoint(...codePointsOf(range)), { targetFormat, noHinting: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const range = mergedRange(await readFile(stylesheetUrl, 'utf8'));
  for (const weight of Object.keys(sourceNames)) {
    const file = await makeWeight(weight, range);
    await writeFile(mergedFileUrl(weight), file);
    console.log(`${fileURLToPath(mergedFileUrl(weight))}: ${(file.length / 1024).toFixed(1)} kB`);
  }
}
