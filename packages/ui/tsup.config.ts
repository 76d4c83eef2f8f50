import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per component (and per feature area) so that, with splitting, each lands in its own
  // chunk: a consumer importing Button does not pull Dialog or Carousel (scripts/check-treeshake.mjs).
  entry: [
    'src/index.ts',
    'src/i18n/index.ts',
    'src/i18n/vi.ts',
    'src/i18n/en-US.ts',
    'src/i18n/textLoaders.ts',
    'src/themes/fonts.ts',
    'src/components/*/*.tsx',
    'src/features/*/index.ts',
    '!src/**/*.stories.tsx',
    '!src/**/*.test.tsx',
  ],
  format: ['esm'],
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: true,
  external: ['react', 'react-dom', 'i18next', 'react-i18next', '@selfcare/domain'],
  // The font files travel inside dist (one stylesheet + woff2 files), never from a font host.
  noExternal: [/^@fontsource\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // Leaflet's stylesheet (imported by the store map) names its control and marker images: files too.
  loader: { '.woff2': 'file', '.woff': 'file', '.png': 'file' },
});
