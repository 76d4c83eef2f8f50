import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/contract/index.ts', 'src/query/index.ts'],
  format: ['esm'],
  clean: true,
  sourcemap: true,
  treeshake: true,
  external: ['@selfcare/domain'],
});
