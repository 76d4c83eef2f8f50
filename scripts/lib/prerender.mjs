// Issues 21 and 22: the build writes each landing page's first screen into its own HTML file (the markup the
// portal renders there, captured in chromium), so it paints before any script has run. The portal's own
// render then takes over (apps/portal/src/lib/prerendered.ts). These are the parts without a browser.

/** The id of the prerendered markup's container, beside the app's root. */
export const PRERENDERED_ID = 'prerendered';

/**
 * The home's file. index.html stays the empty shell every other path falls back to (and the service worker's
 * offline page), so the home has a file of its own, which `vite preview` (deploy/previewHardening.ts) and the
 * nginx example (`location = /`) answer `/` with.
 */
export const HOME_FILE = 'home.html';

/**
 * The file a path is written to, under dist: '/' → HOME_FILE, '/sieuvoucher50' → 'sieuvoucher50.html',
 * '/khuyen-mai/x' → 'khuyen-mai/x.html'; `vite preview` and the nginx example answer a path with `$uri.html`
 * when it exists.
 */
export function htmlFileOf(pagePath) {
  if (pagePath === '/') return HOME_FILE;
  if (!/^\/[\w-]+(\/[\w-]+)*$/.test(pagePath)) throw new Error(`not a page path to prerender: ${pagePath}`);
  return `${pagePath.slice(1)}.html`;
}

/**
 * The guest pages whose first screen is the same for every visitor but reads the API: the home (the
 * operator's banners, the featured packages, the news) and the service catalogue (its first group's
 * packages). They are prerendered with the data of the API the build reaches through its own origin (the
 * sandbox, or PRERENDER_API_URL), and only when the bundle calls the API through that origin
 * (`apiThroughOrigin`, deploy/landingPages.ts): otherwise the prerender could not show the data the
 * deployment's visitors will get, and the pages are left to the browser.
 */
export function guestPagesFromApi({ apiThroughOrigin }) {
  return apiThroughOrigin ? ['/', '/dich-vu'] : [];
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

/** The starter a prerendered page loads instead of the entry (apps/portal/public/after-first-paint.js). */
export const AFTER_FIRST_PAINT = '/after-first-paint.js';

/**
 * The HTML with its entry script and module preloads replaced by the starter, which asks for the same files,
 * and for `modules` (the chunks of the page's routes), once the page has painted: a prerendered first screen
 * needs no script, and the scripts would otherwise share the link with the stylesheets that paint it.
 */
export function scriptsAfterFirstPaint(html, modules = []) {
  const entries = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  if (entries.length !== 1) throw new Error(`expected one entry script, found ${entries.length}`);
  const entry = entries[0][1];
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  // The entry's own preloads first, then the chunks of the page's routes, each once and never the entry.
  const hrefs = [...new Set([...preloads.map((link) => link[1]), ...modules])].filter(
    (href) => href !== entry,
  );
  const starter =
    `<script defer src="${AFTER_FIRST_PAINT}" data-entry="${escapeHtml(entry)}"` +
    ` data-preloads="${escapeHtml(hrefs.join(' '))}"></script>`;
  return preloads.reduce((rest, [link]) => rest.replace(link, ''), html).replace(entries[0][0], starter);
}

/**
 * A preload of the first screen's hero: the first image the markup asks for with fetchpriority="high" (the
 * LCP element of the home, the catalogue and the landing pages). Without it the browser finds the image only
 * once it has parsed the head's stylesheets, and its request waits behind theirs on a slow link. The attribute
 * values are taken as the markup has them, already escaped.
 */
export function heroImagePreload(markup) {
  const image = /<img\b[^>]*\bfetchpriority="high"[^>]*>/.exec(markup)?.[0];
  const attribute = (name) => (image ? new RegExp(`\\s${name}="([^"]*)"`).exec(image)?.[1] : undefined);
  const src = attribute('src');
  const srcset = attribute('srcset');
  if (!src && !srcset) return '';
  const sizes = attribute('sizes');
  return (
    '<link rel="preload" as="image" fetchpriority="high"' +
    (src ? ` href="${src}"` : '') +
    (srcset ? ` imagesrcset="${srcset}"` : '') +
    (sizes ? ` imagesizes="${sizes}"` : '') +
    '>'
  );
}

/**
 * index.html with a page's first screen: its title, its stylesheets in the head (those index.html does not
 * link already) after a preload of its hero image (heroImagePreload), its scripts started after the first paint
 * (scriptsAfterFirstPaint), and its markup in a container beside the app's root. The container is inert and hidden from
 * assistive technology: until the portal has rendered, nothing in it can be used, and it is gone once the
 * portal has (the entry stylesheet hides it as soon as the root has content).
 */
export function prerenderedHtml(indexHtml, { title, stylesheets, modules = [], markup }) {
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  if (/<script\b/i.test(markup)) throw new Error('prerendered markup may hold no script');
  const links = stylesheets
    .filter((href) => !indexHtml.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  const withScripts = scriptsAfterFirstPaint(indexHtml, modules);
  // The hero's preload goes before the first stylesheet, so its request is not queued behind theirs.
  const firstStylesheet = withScripts.search(/<link rel="stylesheet"/);
  const head =
    firstStylesheet === -1
      ? withScripts.replace('</head>', `${heroImagePreload(markup)}</head>`)
      : withScripts.slice(0, firstStylesheet) + heroImagePreload(markup) + withScripts.slice(firstStylesheet);
  return head
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"></div><div id="${PRERENDERED_ID}" inert aria-hidden="true">${markup}</div>`,
    );
}
