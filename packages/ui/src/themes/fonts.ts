/**
 * The one place the web font is loaded: Be Vietnam Pro, self-hosted from @fontsource (no external
 * font host), `font-display: swap`.
 *
 * These one-subset stylesheets carry no unicode-range: the browser tries the face declared last for every
 * character, and the one before it for a glyph that file lacks. The vietnamese faces come last, so a
 * Vietnamese page downloads vietnamese, then latin, and latin-ext only for a glyph neither has. Why the
 * ranges are not declared (they made /dich-vu shift): docs/decisions/speed.md, "The web font's subsets".
 */
import '@fontsource/be-vietnam-pro/latin-ext-400.css';
import '@fontsource/be-vietnam-pro/latin-ext-500.css';
import '@fontsource/be-vietnam-pro/latin-ext-600.css';
import '@fontsource/be-vietnam-pro/latin-ext-700.css';
import '@fontsource/be-vietnam-pro/latin-400.css';
import '@fontsource/be-vietnam-pro/latin-500.css';
import '@fontsource/be-vietnam-pro/latin-600.css';
import '@fontsource/be-vietnam-pro/latin-700.css';
import '@fontsource/be-vietnam-pro/vietnamese-400.css';
import '@fontsource/be-vietnam-pro/vietnamese-500.css';
import '@fontsource/be-vietnam-pro/vietnamese-600.css';
import '@fontsource/be-vietnam-pro/vietnamese-700.css';
import './fonts.css';
