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
  // The load script's tool stays in node_modules (a dev dependency, run from this package only).
  external: ['autocannon'],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
