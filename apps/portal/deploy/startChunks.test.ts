import { describe, expect, it } from 'vitest';
import { startChunkFiles } from './startChunks';

/** A bundle as the build hands it to the plugin: chunks by file, with their static imports. */
function bundleOf(
  chunks: { fileName: string; imports?: string[]; isEntry?: boolean; facadeModuleId?: string }[],
) {
  return Object.fromEntries(
    chunks.map((chunk) => [
      chunk.fileName,
      { type: 'chunk', imports: [], isEntry: false, facadeModuleId: null, ...chunk },
    ]),
  ) as unknown as Parameters<typeof startChunkFiles>[0];
}

describe('the start chunks index.html preloads (issue 22)', () => {
  it('preloads the router’s and React DOM’s chunks with their imports, not what the entry already loads', () => {
    const bundle = bundleOf([
      { fileName: 'assets/index.js', isEntry: true, imports: ['assets/runtime.js'] },
      { fileName: 'assets/runtime.js' },
      {
        fileName: 'assets/App.js',
        facadeModuleId: '/repo/apps/portal/src/app/App.tsx',
        imports: ['assets/runtime.js', 'assets/router.js'],
      },
      { fileName: 'assets/router.js', imports: ['assets/runtime.js'] },
      {
        fileName: 'assets/client.js',
        facadeModuleId: '/repo/node_modules/react-dom/client.js',
        imports: ['assets/react-dom.js'],
      },
      { fileName: 'assets/react-dom.js' },
      {
        fileName: 'assets/HomeRoute.js',
        facadeModuleId: '/repo/apps/portal/src/features/home/HomeRoute.tsx',
      },
    ]);
    expect(startChunkFiles(bundle).sort()).toEqual([
      'assets/App.js',
      'assets/client.js',
      'assets/react-dom.js',
      'assets/router.js',
    ]);
  });

  it('preloads nothing without an entry', () => {
    expect(startChunkFiles(bundleOf([{ fileName: 'assets/App.js' }]))).toEqual([]);
  });
});
