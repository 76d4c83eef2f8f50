import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../workspace-aliases.ts';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'api-client',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
  },
});
