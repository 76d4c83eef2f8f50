/**
 * Issue 14: every link of the shell leads to a page. The links below are the pages later issues
 * build (support and store map: issue 20; e-invoices: 19; SIM pages: 18; VinaPhone Plus: 15 and 16).
 * The crawl of portal links (tests/e2e/link-crawl.spec.ts) skips them; issue 14 is
 * resolved when this list is empty. Remove a link as its page lands.
 */
export const linksAwaitingTheirPage: readonly string[] = [];
