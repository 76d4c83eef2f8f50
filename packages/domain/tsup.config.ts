import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // composite (for tsc -b) makes tsup's dts pass reject files outside its entry list (TS6307).
  dts: { compilerOptions: { composite: false } },
  clean: true,
  sourcemap: true,
  treeshake: true,
});
