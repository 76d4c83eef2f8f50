/**
 * Issues 21 and 22: a page whose first screen the build wrote into its HTML (scripts/prerender.mjs, the
 * landing pages) shows that markup, inert, until the portal has rendered. Meanwhile the router's loading
 * status stays out of the root (app/PageLoading.tsx): the entry stylesheet hides the prerendered markup as
 * soon as the root has content (firstPaint.css.ts), so a status there would replace the page with a blank one.
 */
export const PRERENDERED_ID = 'prerendered';

export function hasPrerenderedPage(doc: Document = document): boolean {
  return (
    doc.getElementById(PRERENDERED_ID) !== null && !doc.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)
  );
}

/**
 * Removes the prerendered markup once the portal has rendered into `root` (hidden from that very frame by the
 * stylesheet; removed so that no id or text stands twice in the document). In the task after the portal's
 * commit, not inside it: taking a page's worth of nodes out of the document is a few milliseconds of a slow
 * phone, and the commit's task is one of the start's longest (issue 22).
 */
export function removePrerenderedOnceRendered(root: HTMLElement, doc: Document = document): void {
  const prerendered = doc.getElementById(PRERENDERED_ID);
  if (!prerendered) return;
  if (root.hasChildNodes() || !hasPrerenderedPage(doc)) {
    prerendered.remove();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.hasChildNodes()) return;
    observer.disconnect();
    setTimeout(() => prerendered.remove(), 0);
  });
  observer.observe(root, { childList: true });
}

/**
 * Set on <html> by the head's gate (deploy/firstScreenGate.ts) for a visitor the prerendered first screen is
 * not meant for: a signed-in subscriber, or one who chose English. Their prerendered copy never shows.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
