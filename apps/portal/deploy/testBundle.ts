/** A build's output shaped like the portal's, for the tests of the build plugins of deploy/. */
import path from 'node:path';
import type { Bundle, BundleAsset, BundleChunk } from './bundleGraph';

export const root = '/repo/apps/portal';

function chunk(
  fileName: string,
  module: string | null,
  imports: string[] = [],
  css: string[] = [],
): BundleChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry: false,
    facadeModuleId: module === null ? null : path.join(root, module),
    moduleIds: module === null ? [] : [path.join(root, module)],
    imports,
    code: `/* ${fileName} */`,
    viteMetadata: { importedCss: new Set(css) },
  };
}
const asset = (fileName: string): BundleAsset => ({ type: 'asset', fileName, source: fileName });

/** A build shaped like the portal's: an entry, the lazy shell, the data layer, pages, texts and fonts. */
export function portalBundle(): Bundle {
  const outputs = [
    {
      ...chunk('assets/index-a.js', 'index.html', ['assets/react-b.js'], ['assets/index-c.css']),
      isEntry: true,
    },
    chunk('assets/react-b.js', null),
    chunk(
      'assets/Shell-d.js',
      'src/app/Shell.tsx',
      ['assets/Button-e.js', 'assets/react-b.js'],
      ['assets/Shell-f.css'],
    ),
    chunk('assets/Button-e.js', null, [], ['assets/Button-g.css']),
    // The data layer shares a chunk with what the shell imports of it: found by the modules it holds.
    {
      ...chunk('assets/services-h.js', null, ['assets/useQuery-i.js']),
      moduleIds: [path.join(root, 'src/lib/session.ts'), path.join(root, 'src/lib/services.tsx')],
    },
    chunk('assets/useQuery-i.js', null),
    chunk('assets/HomeRoute-j.js', 'src/features/home/HomeRoute.tsx', ['assets/Carousel-k.js']),
    chunk('assets/Carousel-k.js', null),
    chunk('assets/RoamingRoute-l.js', 'src/features/roaming/RoamingRoute.tsx', ['assets/Countries-m.js']),
    chunk('assets/Countries-m.js', null),
    chunk('assets/vi-n.js', 'src/features/home/locales/vi.json'),
    chunk('assets/en-US-o.js', 'src/features/home/locales/en-US.json'),
    chunk('assets/vi-p.js', '../../packages/ui/src/i18n/texts/base/vi.json'),
    asset('index.html'),
    asset('assets/index-c.css'),
    asset('assets/Shell-f.css'),
    asset('assets/Button-g.css'),
    asset('assets/be-vietnam-pro-latin-400-normal-q.woff2'),
    asset('assets/be-vietnam-pro-vietnamese-700-normal-r.woff2'),
    asset('assets/be-vietnam-pro-latin-ext-400-normal-s.woff2'),
    asset('assets/be-vietnam-pro-latin-400-normal-t.woff'),
    asset('assets/index-a.js.map'),
  ];
  return Object.fromEntries(outputs.map((output) => [output.fileName, output]));
}
