// Issues 21 and 22: the build writes each landing page's first screen into its own HTML file (the markup the
// portal renders there, captured in chromium), so it paints before any script has run. The portal's own
// render then takes over (apps/portal/src/lib/prerendered.ts). These are the parts without a browser.

/** The id of the prerendered markup's container, beside the app's root. */
export const PRERENDERED_ID = 'prerendered';

/**
 * The file a path is written to, under dist: '/sieuvoucher50' → 'sieuvoucher50.html', '/khuyen-mai/x' →
 * 'khuyen-mai/x.html'; `vite preview` and the nginx example answer a path with `$uri.html` when it exists.
 */
export function htmlFileOf(pagePath) {
  if (!/^\/[\w-]+(\/[\w-]+)*$/.test(pagePath)) throw new Error(`not a page path to prerender: ${pagePath}`);
  return `${pagePath.slice(1)}.html`;
}

/**
 * The landing addresses to prerender (the build's landing-pages.json): each campaign at the address the portal
 * links it by (registry.ts, landingHref): its own paths of §2.1, else its place in the landing group. The group
 * address of a campaign with paths of its own is linked nowhere and is left to the browser. A path still holding
 * a placeholder is not an address, and is left out.
 */
export function landingPaths({ campaigns }) {
  return campaigns.flatMap(({ slug, paths }) =>
    paths.length > 0 ? paths.filter((pagePath) => !pagePath.includes('{')) : [`/khuyen-mai/${slug}`],
  );
}

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * index.html with a page's first screen: its title, its stylesheets in the head (those index.html does not
 * link already), and its markup in a container beside the app's root. The container is inert and hidden from
 * assistive technology: until the portal has rendered, nothing in it can be used, and it is gone once the
 * portal has (the entry stylesheet hides it as soon as the root has content).
 */
export function prerenderedHtml(indexHtml, { title, stylesheets, markup }) {
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  if (/<script\b/i.test(markup)) throw new Error('prerendered markup may hold no script');
  const links = stylesheets
    .filter((href) => !indexHtml.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"></div><div id="${PRERENDERED_ID}" inert aria-hidden="true">${markup}</div>`,
    );
}
