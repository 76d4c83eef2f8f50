import { createRequire } from 'node:module';
import { getJestConfig } from '@storybook/test-runner';

const chromium = createRequire(import.meta.url)('./chromium.flags.cjs');
const testRunnerConfig = getJestConfig();

export default {
  ...testRunnerConfig,
  setupFilesAfterEnv: [
    ...(testRunnerConfig.setupFilesAfterEnv ?? []),
    '<rootDir>/.storybook/test-runner-retry.cjs',
  ],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
    },
  },
};
