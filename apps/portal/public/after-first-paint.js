// Issue 22: a prerendered page starts the portal after its first paint. Its first screen is in its HTML and
// needs no script, and scripts fetched at once would share a slow link with the stylesheets that paint it.
// scripts/lib/prerender.mjs puts this file where the build's entry script and module preloads were, and names
// them in its data attributes; here they are asked for together once the page has painted.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const preloads = (script.dataset.preloads ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void import(entry);
  };
  // The frame after the first one: requestAnimationFrame runs just before a paint, the timeout after it. A
  // tab opened in the background paints nothing, so a timer starts the portal there anyway.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 3000);
})();
