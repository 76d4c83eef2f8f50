import { describe, expect, it } from 'vitest';
import { webFontFiles } from './fontPreloads';

/** A bundle as the build hands it to the plugin: assets by file, with the names they had before hashing. */
function bundleOf(assets: { fileName: string; originalFileNames: string[] }[]) {
  return Object.fromEntries(
    assets.map((asset) => [asset.fileName, { type: 'asset', ...asset }]),
  ) as unknown as Parameters<typeof webFontFiles>[0];
}

describe('the web font index.html preloads (issue 22)', () => {
  it('preloads the four merged files, one a weight, and neither latin-ext nor another asset', () => {
    const ui = '../../packages/ui/src/themes';
    const bundle = bundleOf([
      {
        fileName: 'assets/be-vietnam-pro-700-d.woff2',
        originalFileNames: [`${ui}/webFont/be-vietnam-pro-700.woff2`],
      },
      {
        fileName: 'assets/be-vietnam-pro-400-a.woff2',
        originalFileNames: [`${ui}/webFont/be-vietnam-pro-400.woff2`],
      },
      {
        fileName: 'assets/be-vietnam-pro-500-b.woff2',
        originalFileNames: [`${ui}/webFont/be-vietnam-pro-500.woff2`],
      },
      {
        fileName: 'assets/be-vietnam-pro-600-c.woff2',
        originalFileNames: [`${ui}/webFont/be-vietnam-pro-600.woff2`],
      },
      {
        fileName: 'assets/be-vietnam-pro-latin-ext-400-normal-e.woff2',
        originalFileNames: [
          'node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-ext-400-normal.woff2',
        ],
      },
      { fileName: 'assets/index-f.css', originalFileNames: ['index.css'] },
    ]);
    expect(webFontFiles(bundle)).toEqual([
      'assets/be-vietnam-pro-400-a.woff2',
      'assets/be-vietnam-pro-500-b.woff2',
      'assets/be-vietnam-pro-600-c.woff2',
      'assets/be-vietnam-pro-700-d.woff2',
    ]);
  });
});
