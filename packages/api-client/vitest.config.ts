import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../workspace-aliases.ts';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'api-client',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker, not one per file: importing it again for every file was most of the
    // suite's time (issue 23, the test budget). No test replaces a module (`vi.mock`), which would miss one
    // already loaded.
    isolate: false,
    // A file that leaves fake or stubbed timers behind fails at its end, not the files after it.
    setupFiles: ['../../vitest.timers-guard.ts'],
  },
});
