// The web font's @font-face rules go in the entry stylesheet, so text never waits on a lazy chunk.
import '@selfcare/ui/fonts';
import './firstPaint.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createPortalI18n, readStoredLanguage } from './lib/i18n';
import { removePrerenderedOnceRendered } from './lib/prerendered';

// One instance for the page's life, made once here (not in a render StrictMode may repeat).
const i18n = createPortalI18n(readStoredLanguage(window.localStorage));

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

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    ),
  );
  removePrerenderedOnceRendered(container);
}
