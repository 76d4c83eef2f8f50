/**
 * The one place the web font is loaded: Be Vietnam Pro, self-hosted from @fontsource (no external
 * font host), `font-display: swap`.
 *
 * These one-subset stylesheets carry no unicode-range, so every face claims every character: the browser
 * tries the face declared last and, for a glyph its file lacks, the one before it. The vietnamese faces come
 * last, so a Vietnamese page downloads the vietnamese files, then latin for the plain letters, and never
 * latin-ext (about 54 kB fewer). Declaring the ranges (fontsource's all-subsets files have them) fetches latin
 * and vietnamese at once, but measured on /dich-vu it shifted the layout (CLS 0.23) as the eight files arrived
 * one by one, and this order did not: docs/decisions/speed.md, "The web font's subsets" (issue 22).
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
