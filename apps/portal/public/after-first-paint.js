// Issue 22: a prerendered page starts the portal after its first paint. Its first screen is in its HTML and
// needs no script, and scripts fetched at once would share a slow link with the stylesheets that paint it.
// scripts/lib/prerender.mjs puts this file where the build's entry script and module preloads were, and names
// them in its data attributes; here they are asked for together once the page has loaded and painted.
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
  // Once the page has loaded (its stylesheets, fonts and eager images: the hero, the LCP element, is
  // painted), in the frame after: requestAnimationFrame runs just before a paint, the timeout after it. A tab
  // opened in the background paints nothing, so a timer starts the portal there anyway.
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
