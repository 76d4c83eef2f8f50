/**
 * The one place the web font is loaded: Be Vietnam Pro, self-hosted from @fontsource (no external font host),
 * declared in webFont.css with each subset's unicode-range and `font-display: swap`, and the metric-matched
 * local fallback (fonts.css.ts).
 */
import './webFont.css';
import './fonts.css';
