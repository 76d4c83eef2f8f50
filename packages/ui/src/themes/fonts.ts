/**
 * The one place the web font is loaded: Be Vietnam Pro, self-hosted, `font-display: optional`, one file a
 * weight for a Vietnamese page (webFont.css says how and why), and the metric-matched local fallback
 * that stands in for it (fonts.css.ts). The portal preloads the four files (apps/portal/deploy/fontPreloads.ts).
 */
import './webFont.css';
import './fonts.css';
