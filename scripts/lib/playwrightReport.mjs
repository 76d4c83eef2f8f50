/**
 * Where a Playwright run writes its JSON report. PLAYWRIGHT_JSON_OUTPUT_FILE outranks the config's
 * own `outputFile`; PLAYWRIGHT_JSON_OUTPUT_NAME does not, and with it every suite wrote
 * reports/playwright.json while `npm test` read a report that was never there (both browser suites
 * then counted as failed although every test had passed).
 */
export function playwrightReportEnv(file) {
  return { PLAYWRIGHT_JSON_OUTPUT_FILE: file };
}
