import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // One module graph per worker, not one per file: importing it again for every file was most of the
    // suite's time (issue 23, the test budget). No test replaces a module (`vi.mock`), which would miss one
    // already loaded.
    isolate: false,
    // A file that leaves fake or stubbed timers behind fails at its end, not the files after it.
    setupFiles: ['../../vitest.timers-guard.ts'],
    benchmark: { include: ['bench/**/*.bench.ts'] },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts', 'src/**/types.ts'],
      thresholds: { branches: 95, lines: 95, functions: 95, statements: 95 },
      reporter: ['text-summary'],
    },
  },
});
