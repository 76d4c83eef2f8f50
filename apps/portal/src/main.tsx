// The web font's @font-face rules go in the entry stylesheet, so text never waits on a lazy chunk.
import '@selfcare/ui/fonts';
import './firstPaint.css';
import { startTransition, StrictMode } from 'react';
import { createPortalI18n, readStoredLanguage } from './lib/i18n';
import { removePrerenderedOnceRendered } from './lib/prerendered';

// Issue 22: the service worker (the shell offline) registers from a chunk of its own once the page has loaded,
// in a production build only, so it never delays the first paint. A prerendered page starts this entry after
// its first paint (public/after-first-paint.js), often after its load event: then it registers at once.
if (import.meta.env.PROD) {
  const register = () =>
    void import('./serviceWorker/register')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      // Offline by then: the next visit registers it.
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Lets the browser run what waits (input, a frame) before the next step of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start in steps, each a task of its own (issue 22): this entry, the texts, the router's chunk (the router,
 * the route table, the providers), matching the address, the page's routes (their chunks and texts, one route a
 * task), creating the router, the data layer, starting the router (the first navigation: the page's data), React
 * DOM's chunk, and the first render. Each is short enough for a slow phone to answer a tap in between, where one
 * task evaluating and doing it all blocked it for a tenth of a second. The chunks are fetched at once all the
 * same: the page's HTML preloads them (deploy/startChunks.ts).
 */
async function start(container: HTMLElement) {
  const app = import('./app/App');
  await nextTask();
  // One instance for the page's life, made once here (not in a render StrictMode may repeat).
  const i18n = createPortalI18n(readStoredLanguage(window.localStorage));
  const { App, createPortalRouting, loadFirstRoutes } = await app;
  // The router's chunk was evaluated in this task; matching the address waits for the next.
  await nextTask();
  await loadFirstRoutes(window.location.pathname, nextTask);
  await nextTask();
  const routing = await createPortalRouting(i18n, nextTask);
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App i18n={i18n} routing={routing} />
      </StrictMode>,
    ),
  );
  removePrerenderedOnceRendered(container);
}

const container = document.getElementById('root');
if (container) void start(container);
