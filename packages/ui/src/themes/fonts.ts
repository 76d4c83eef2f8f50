/**
 * The one place the web font is loaded: Be Vietnam Pro, self-hosted from @fontsource (no external
 * font host). Each weight file declares the latin, latin-ext and vietnamese subsets with
 * unicode-range and `font-display: swap`, so Vietnamese diacritics come from the same face.
 */
import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/500.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
import './fonts.css';
