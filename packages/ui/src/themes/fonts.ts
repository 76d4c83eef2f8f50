/**
 * The one place the web font is loaded: Be Vietnam Pro, self-hosted from @fontsource (no external
 * font host). Each subset file declares its part of the font with unicode-range and `font-display: swap`.
 *
 * The order matters (issue 22): where two subsets claim a character, the browser takes the face declared
 * last. Vietnamese letters such as đ, ơ and ư are in both the latin-ext and the vietnamese subsets, so the
 * vietnamese faces come last and a Vietnamese page downloads latin and vietnamese only (four files fewer per
 * page, about 54 kB); latin-ext is still there for the rare name that needs it.
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
