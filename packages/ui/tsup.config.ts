import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/i18n/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: true,
  external: ['react', 'react-dom', 'i18next', 'react-i18next', '@selfcare/domain'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  loader: { '.woff2': 'file', '.woff': 'file' },
});
