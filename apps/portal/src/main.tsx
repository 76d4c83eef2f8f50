// The web font's @font-face rules go in the entry stylesheet, so text never waits on a lazy chunk.
import '@selfcare/ui/fonts';
import './firstPaint.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createPortalI18n, readStoredLanguage } from './lib/i18n';

// One instance for the page's life, made once here (not in a render StrictMode may repeat).
const i18n = createPortalI18n(readStoredLanguage(window.localStorage));

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}
