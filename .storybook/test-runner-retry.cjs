/* global jest -- the test-runner's Jest injects it */
// One retry on CI only, as for Playwright: a story that needs it is named in the summary as flaky.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
