/**
 * Calls `then` once `node` is in the viewport (at once where there is no IntersectionObserver, as in jsdom);
 * the function returned stops waiting. A node that is not displayed (a closed tab panel) waits until it is.
 */
export function onceInView(node: Element, then: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    then();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    then();
  });
  observer.observe(node);
  return () => observer.disconnect();
}
