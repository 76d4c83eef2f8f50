#!/usr/bin/env node
// Prints the gzipped JavaScript the portal sends on first load and for each lazy route (from
// Vite's manifest), and fails when a budget in size-budget.json is exceeded or when the entry
// carries page text (a feature's, a shared or the ui namespace: those come with their route).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib/toolchain.mjs';

const dist = path.join(root, 'apps/portal/dist');
const budget = JSON.parse(readFileSync(path.join(root, 'size-budget.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const filesOf = (keys) => new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
const sumKb = (files) => [...files].reduce((kb, f) => kb + gzipKb(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
// The chunks the entry imports as it starts, each evaluated in a task of its own (src/main.tsx), which
// index.html preloads beside it: part of the initial load, not a page of their own.
const isStartChunk = (key) => budget.startChunks.some((pattern) => new RegExp(pattern).test(key));
const startKeys = Object.keys(manifest).filter(isStartChunk);
if (startKeys.length !== budget.startChunks.length)
  throw new Error(`size-budget.json startChunks: found ${startKeys.join(', ') || 'none'} in the manifest`);
const initialKeys = new Set();
for (const key of [entryKey, ...startKeys]) closure(key, initialKeys);
const initialFiles = filesOf(initialKeys);
const initialKb = sumKb(initialFiles);

// The api contract's groups load on demand (the rows of the calls a page makes); the smallest one
// stands for the schema runtime every data page needs, and is counted in each page's first visit.
const isContractGroup = (key) => key.includes(budget.contractGroupsDir);
// One namespace in one language (features/<name>/locales/vi.json, the ui package's i18n/vi.ts ...).
const isTexts = (key) => new RegExp(budget.textChunks).test(key);
const dynamicEntries = Object.keys(manifest).filter(
  (k) => manifest[k].isDynamicEntry && k !== budget.shellChunk && !isTexts(k) && !isStartChunk(k),
);
const groupFiles = dynamicEntries.filter(isContractGroup).map((k) => [k, filesOf(closure(k))]);
const schemaRuntime =
  groupFiles.map(([, files]) => files).sort((a, b) => sumKb(a) - sumKb(b))[0] ?? new Set();

// A page's own JavaScript: the lazy shell with its texts, the page's lazy chunk (fetched in parallel with it) and
// the schema runtime, beyond the entry. The total of a first visit (entry + page) is printed beside it.
// The ui package's texts come in pieces (issue 22): i18n/texts/base/vi.json is the `ui` namespace the
// shell loads, i18n/texts/<area>/vi.json the area `ui:<area>` a route declares.
const uiPiece = (key) => /\/i18n\/texts\/([^/]+)\/([^/]+)\.json$/.exec(key);
const namespaceOf = (key) => {
  const piece = uiPiece(key);
  if (piece) return [piece[1] === 'base' ? 'ui' : `ui:${piece[1]}`, piece[2]];
  return (
    /([^/]+)\/(?:locales\/)?([^/]+)\.json$/.exec(key)?.slice(1) ?? [
      'ui',
      key.split('/').pop().replace('.ts', ''),
    ]
  );
};
const textKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && isTexts(k));
const shellTextKeys = textKeys.filter((k) => {
  const [namespace, language] = namespaceOf(k);
  return language === 'vi' && budget.shellNamespaces.includes(namespace);
});
const shellFiles = filesOf(new Set([budget.shellChunk, ...shellTextKeys].flatMap((k) => [...closure(k)])));
const rows = [{ name: 'initial load (entry)', kb: initialKb, limit: budget.initialKb }];
for (const key of dynamicEntries.filter((k) => !isContractGroup(k))) {
  const files = [...new Set([...shellFiles, ...schemaRuntime, ...filesOf(closure(key))])].filter(
    (f) => !initialFiles.has(f),
  );
  const kb = sumKb(files);
  const page = key.replace(/^src\//, '');
  // A route's page module is named …Route.tsx; the other lazy chunks (a dialog, a campaign's table, a library
  // fetched on demand) are measured the same way, with the shell, and named for what they are.
  const kind = /Route\.tsx$/.test(page) ? 'page' : 'lazy chunk';
  rows.push({
    name: `${kind} ${page} (first visit in all: ${(initialKb + kb).toFixed(1)} kB)`,
    kb,
    // A page over the common budget has its own, with the reason, until issue 22 brings it back.
    limit: budget.routeKbOver?.[page]?.kb ?? budget.routeKb,
  });
}

let over = 0;
console.log('Portal JavaScript (gzip -9):');
for (const row of rows) {
  const ok = row.kb <= row.limit;
  if (!ok) over += 1;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${row.kb.toFixed(1).padStart(7)} kB / ${row.limit} kB  ${row.name}`);
}
const groupKb = groupFiles.map(([key, files]) => [
  key.split('/').pop().replace('.ts', ''),
  sumKb([...files].filter((f) => !schemaRuntime.has(f))),
]);
console.log(
  `  api contract groups, loaded with the calls that use them: ${groupKb.map(([n, kb]) => `${n} ${kb.toFixed(1)}`).join(', ')} kB`,
);
const textKb = textKeys.map((k) => {
  const [namespace, language] = namespaceOf(k);
  const own = [...filesOf(closure(k))].filter((f) => !initialFiles.has(f));
  return `${namespace} ${language} ${sumKb(own).toFixed(1)}`;
});
console.log(
  `  texts, one namespace in one language, fetched with the route that reads them: ${textKb.join(', ')} kB`,
);

/** Every text of the namespaces that load with routes, read from their sources. */
async function routeTexts() {
  const portal = path.join(root, 'apps/portal/src');
  const jsonIn = (dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => path.join(dir, f))
      : [];
  const subdirs = (dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => path.join(dir, d.name));
  const files = [
    ...subdirs(path.join(portal, 'features')).flatMap((feature) => jsonIn(path.join(feature, 'locales'))),
    ...subdirs(path.join(portal, 'locales')).flatMap(jsonIn),
  ];
  const { uiResources } = await import(path.join(root, 'packages/ui/dist/i18n/index.js'));
  return [...files.map((file) => JSON.parse(readFileSync(file, 'utf8'))), ...Object.values(uiResources)];
}
const leaves = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(leaves));
// The frame's own texts (src/locales/<language>.json) belong in the entry; a sentence that is also
// one of them is not counted. Short words ('OK', 'English') would match by chance, so only sentences.
const frameTexts = new Set(
  readdirSync(path.join(root, 'apps/portal/src/locales'))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => leaves(JSON.parse(readFileSync(path.join(root, 'apps/portal/src/locales', f), 'utf8')))),
);
const sentences = [...new Set((await routeTexts()).flatMap(leaves))].filter(
  (text) => text.length >= 16 && text.includes(' ') && !frameTexts.has(text),
);
const asciiEscaped = (text) =>
  text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const entryCode = [...initialFiles].map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
const leaked = sentences.filter((text) => entryCode.includes(text) || entryCode.includes(asciiEscaped(text)));
if (leaked.length > 0) {
  over += 1;
  console.log(
    `  OVER the entry carries ${leaked.length} page texts, e.g. "${leaked.slice(0, 3).join('", "')}"`,
  );
} else {
  console.log(
    `  ok   the entry carries no page text (${sentences.length} sentences of route namespaces checked)`,
  );
}
process.exit(over === 0 ? 0 : 1);
