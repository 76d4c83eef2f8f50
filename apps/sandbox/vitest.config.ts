import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../workspace-aliases.ts';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'sandbox',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // One PGlite data directory per run is shared by the files; run them in one worker.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
