/**
 * Issue 22: index.html (so every prerendered page, which starts from it) preloads the web font's four files,
 * one a weight (packages/ui/src/themes/webFont.css). The faces are `font-display: optional`: Chrome holds the
 * first paint a moment for a preloaded font, and a weight whose text is painted before its file came stays in
 * the fallback for the page's life. Without the preload, the files would be asked for only at the first layout,
 * too late on a mobile link; with it, a fast connection paints in the web font and a slow one in the fallback,
 * and neither redraws the page when the font arrives.
 */
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The web font's own files, by the name they had before hashing: be-vietnam-pro-400.woff2 … */
export const WEB_FONT_FILE = /(^|\/)be-vietnam-pro-\d00\.woff2$/;

/** The emitted files of the web font, in weight order. */
export function webFontFiles(bundle: OutputBundle): string[] {
  return Object.values(bundle)
    .filter(
      (item) => item.type === 'asset' && item.originalFileNames.some((name) => WEB_FONT_FILE.test(name)),
    )
    .map((item) => item.fileName)
    .sort();
}

export function fontPreloads(): Plugin {
  return {
    name: 'portal:font-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }): HtmlTagDescriptor[] =>
        bundle
          ? webFontFiles(bundle).map((file) => ({
              tag: 'link',
              // A font is always fetched in CORS mode: a preload without crossorigin would be fetched twice.
              // Low priority: on a slow link the render-blocking stylesheets go first (the first paint comes
              // 0.1–0.3 s sooner), and the page is then drawn in the fallback rather than wait for the font.
              attrs: {
                rel: 'preload',
                as: 'font',
                type: 'font/woff2',
                fetchpriority: 'low',
                crossorigin: true,
                href: `/${file}`,
              },
              injectTo: 'head',
            }))
          : [],
    },
  };
}
