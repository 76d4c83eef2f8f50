import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../workspace-aliases.ts';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'sandbox',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Both cores (vitest leaves one idle by default); each worker has its own copy of the data directory.
    maxWorkers: '100%',
    // One module graph per worker, not one per file: importing it again for every file was most of the
    // suite's time (issue 23, the test budget). No test replaces a module (`vi.mock`), which would miss one
    // already loaded.
    isolate: false,
    // A file that leaves fake or stubbed timers behind fails at its end, not the files after it.
    setupFiles: ['../../vitest.timers-guard.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
