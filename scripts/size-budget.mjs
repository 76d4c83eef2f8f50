#!/usr/bin/env node
// Prints the gzipped JavaScript the portal sends on first load and for each lazy route (from
// Vite's manifest), and fails when a budget in size-budget.json is exceeded.
import { readFileSync } from 'node:fs';
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
const initialFiles = filesOf(closure(entryKey));
const initialKb = sumKb(initialFiles);

// The api contract's groups load on demand (the rows of the calls a page makes); the smallest one
// stands for the schema runtime every data page needs, and is counted in each page's first visit.
const isContractGroup = (key) => key.includes(budget.contractGroupsDir);
const dynamicEntries = Object.keys(manifest).filter(
  (k) => manifest[k].isDynamicEntry && k !== budget.shellChunk,
);
const groupFiles = dynamicEntries.filter(isContractGroup).map((k) => [k, filesOf(closure(k))]);
const schemaRuntime =
  groupFiles.map(([, files]) => files).sort((a, b) => sumKb(a) - sumKb(b))[0] ?? new Set();

// A page's own JavaScript: the lazy shell, the page's lazy chunk (fetched in parallel with it) and
// the schema runtime, beyond the entry. The total of a first visit (entry + page) is printed beside it.
const shellFiles = filesOf(closure(budget.shellChunk));
const rows = [{ name: 'initial load (entry)', kb: initialKb, limit: budget.initialKb }];
for (const key of dynamicEntries.filter((k) => !isContractGroup(k))) {
  const files = [...new Set([...shellFiles, ...schemaRuntime, ...filesOf(closure(key))])].filter(
    (f) => !initialFiles.has(f),
  );
  const kb = sumKb(files);
  rows.push({
    name: `page ${key.replace(/^src\//, '')} (first visit in all: ${(initialKb + kb).toFixed(1)} kB)`,
    kb,
    limit: budget.routeKb,
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
process.exit(over === 0 ? 0 : 1);
