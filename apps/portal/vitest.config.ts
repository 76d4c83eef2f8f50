import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../workspace-aliases.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: workspaceAliases },
  test: {
    name: 'portal',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'deploy/**/*.test.ts'],
    environment: 'happy-dom',
    // The first: a file that leaves fake or stubbed timers behind fails at its end, not the files after it.
    setupFiles: ['../../vitest.timers-guard.ts', './test/setup.ts'],
    // Both cores: vitest leaves one idle by default, and these files are all CPU (issue 23, the test budget).
    maxWorkers: '100%',
    // One module graph and DOM per worker, not one per file: importing the graph and building the DOM again
    // for every file was most of the suite's time (issue 23, the test budget). test/setup.ts empties the
    // DOM and storage after each test; no test replaces a module (`vi.mock`), which would miss one already
    // loaded (test/leaving.ts).
    isolate: false,
  },
});
