import { defineConfig } from 'tsup';

// The sandbox runs as plain Node: workspace packages are bundled from their sources
// (the `source` export condition), third-party packages stay in node_modules.
export default defineConfig({
  entry: ['src/main.ts', 'src/load.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@selfcare\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
