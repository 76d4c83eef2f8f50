// Issue 22: a prerendered page starts the portal after its first paint. Its first screen is in its HTML and
// needs no script, and scripts fetched at once would share a slow link with the stylesheets that paint it.
// scripts/lib/prerender.mjs puts this file where the build's entry script and module preloads were, and names
// them in its data attributes, with the chunks of the page's routes; here they are asked for once the page
// has loaded and painted.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const preloads = (script.dataset.preloads ?? '').split(' ').filter(Boolean);
  let started = false;
  // The preloads go in one a task: inserting one costs one to four milliseconds on a slow phone, and a page's
  // routes need some eighty chunks. The router's lazy imports then find them in place. A message channel
  // yields without the 4 ms floor that nested timers get after the fifth.
  const channel = new MessageChannel();
  let next = 0;
  channel.port1.onmessage = () => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = preloads[next];
    document.head.append(link);
    next += 1;
    addPreloads();
  };
  const addPreloads = () => {
    if (next < preloads.length) channel.port2.postMessage(null);
    else {
      channel.port1.close();
      void import(entry);
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    addPreloads();
  };
  // Once the page has loaded (its stylesheets, fonts and eager images) and its eager images are decoded (the
  // load event does not wait for that, and the hero, the LCP element, paints only once decoded), in the frame
  // after: requestAnimationFrame runs just before a paint, the timeout after it. A tab opened in the
  // background paints nothing, so a timer starts the portal there anyway.
  const afterPaint = () => {
    const eager = document.querySelectorAll('#prerendered img:not([loading="lazy"])');
    const decoded = Array.from(eager, (image) => image.decode().catch(() => undefined));
    void Promise.all(decoded).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
    setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
