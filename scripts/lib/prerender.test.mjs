import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  AFTER_FIRST_PAINT,
  guestPagesFromApi,
  HOME_FILE,
  htmlFileOf,
  landingPaths,
  heroImagePreload,
  prerenderedHtml,
  scriptsAfterFirstPaint,
} from './prerender.mjs';

test('LAND-69 a prerendered path is written where vite preview and nginx look for $uri.html', () => {
  assert.equal(htmlFileOf('/sieuvoucher50'), 'sieuvoucher50.html');
  assert.equal(htmlFileOf('/khuyen-mai/hoan-tien-15'), 'khuyen-mai/hoan-tien-15.html');
  assert.equal(htmlFileOf('/'), HOME_FILE);
  assert.notEqual(HOME_FILE, 'index.html', 'index.html stays the shell of every other path');
  for (const bad of ['', 'x', '/../etc/passwd', '/a/', '/Banmoi{product}'])
    assert.throws(() => htmlFileOf(bad), /not a page path/, bad);
});

test('LAND-69 every campaign is prerendered at the address the portal links it by', () => {
  const campaigns = [
    { slug: 'sieuvoucher50', paths: ['/sieuvoucher50'] },
    { slug: 'hoan-tien-15', paths: [] },
    { slug: 'ban-moi', paths: ['/Banmoivnpt'] },
    { slug: 'broken', paths: ['/Banmoi{product}'] },
  ];
  assert.deepEqual(landingPaths({ campaigns }), [
    '/sieuvoucher50',
    '/khuyen-mai/hoan-tien-15',
    '/Banmoivnpt',
  ]);
});

test('issue 22: the home and the catalogue are prerendered only when the API is reached through the portal origin', () => {
  assert.deepEqual(guestPagesFromApi({ apiThroughOrigin: true }), ['/', '/dich-vu']);
  assert.deepEqual(guestPagesFromApi({ apiThroughOrigin: false }), []);
});

const indexHtml =
  '<!doctype html><html lang="vi"><head><title>Cổng tự phục vụ</title>' +
  '<script type="module" crossorigin src="/assets/index-b.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react-c.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/i18n-d.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-a.css"></head>' +
  '<body><div id="root"></div></body></html>';

test('the page keeps index.html and adds its title, its own stylesheets and its markup beside the root', () => {
  const html = prerenderedHtml(indexHtml, {
    title: 'Siêu voucher 50% <ưu đãi>',
    stylesheets: ['/assets/index-a.css', '/assets/Landing-c.css'],
    markup: '<main><h1>Siêu voucher</h1></main>',
  });
  assert.match(html, /<title>Siêu voucher 50% &lt;ưu đãi&gt;<\/title>/);
  assert.equal(html.match(/index-a\.css/g)?.length, 1);
  assert.match(html, /<link rel="stylesheet" crossorigin href="\/assets\/Landing-c\.css"><\/head>/);
  assert.match(
    html,
    /<div id="root"><\/div><div id="prerendered" inert aria-hidden="true"><main><h1>Siêu voucher<\/h1><\/main><\/div>/,
  );
  assert.match(html, new RegExp(`<script defer src="${AFTER_FIRST_PAINT}"`));
});

test('issue 22 a prerendered page asks for its entry and module preloads after its first paint', () => {
  const html = scriptsAfterFirstPaint(indexHtml);
  assert.doesNotMatch(html, /type="module"|modulepreload/);
  assert.match(
    html,
    /<head><title>Cổng tự phục vụ<\/title><script defer src="\/after-first-paint\.js" data-entry="\/assets\/index-b\.js" data-preloads="\/assets\/react-c\.js \/assets\/i18n-d\.js"><\/script>\n<link rel="stylesheet"/,
  );
  assert.throws(() => scriptsAfterFirstPaint('<head></head>'), /one entry script, found 0/);
});

test("issue 22 the starter also asks for the chunks of the page's routes, each once and never the entry", () => {
  const html = scriptsAfterFirstPaint(indexHtml, [
    '/assets/index-b.js',
    '/assets/react-c.js',
    '/assets/Home-e.js',
  ]);
  assert.match(html, /data-preloads="\/assets\/react-c\.js \/assets\/i18n-d\.js \/assets\/Home-e\.js"/);
});

test('issue 22 the hero image is preloaded with a high priority before the stylesheets', () => {
  const markup =
    '<main><img src="/icons/logo.svg" alt=""><img alt="Hoàn tiền" width="1200" height="400" ' +
    'fetchpriority="high" src="/__sandbox/images/banner/1.svg?a=1&amp;b=2"></main>';
  const preload =
    '<link rel="preload" as="image" fetchpriority="high" href="/__sandbox/images/banner/1.svg?a=1&amp;b=2">';
  assert.equal(heroImagePreload(markup), preload);
  const html = prerenderedHtml(indexHtml, { title: 't', stylesheets: [], markup });
  assert.ok(html.indexOf(preload) < html.indexOf('<link rel="stylesheet"'));
  assert.equal(
    heroImagePreload('<img fetchpriority="high" srcset="/a-1x.png 1x, /a-2x.png 2x" sizes="100vw" alt="">'),
    '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/a-1x.png 1x, /a-2x.png 2x" imagesizes="100vw">',
  );
  assert.equal(heroImagePreload('<main><img src="/x.png" alt=""></main>'), '');
});

test('markup with a script, or an index.html without an empty root, is refused', () => {
  assert.throws(
    () => prerenderedHtml(indexHtml, { title: 't', stylesheets: [], markup: '<p><script>x()</script></p>' }),
    /no script/,
  );
  assert.throws(
    () => prerenderedHtml('<div id="root">x</div>', { title: 't', stylesheets: [], markup: '' }),
    /empty #root/,
  );
});
