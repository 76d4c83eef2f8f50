#!/usr/bin/env node
// A library package's declarations: `tsc -b` (the typecheck, a no-op when it has just run) writes every
// package's .d.ts files to its .tsbuild folder; this copies the package's own into dist, beside tsup's
// JavaScript. tsup's own declaration pass compiled each package a second time, about half of the build
// step of `npm test`. Run from the package's folder, after tsup: `tsup && node ../../scripts/declarations.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { copyDeclarations } from './lib/declarations.mjs';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-b'], { stdio: 'inherit' });
// A package whose rootDir is its own folder has its sources under .tsbuild/src.
const emitted = existsSync('.tsbuild/src') ? '.tsbuild/src' : '.tsbuild';
const count = copyDeclarations(emitted, 'dist');
const name = JSON.parse(readFileSync('package.json', 'utf8')).name;
console.log(`${name}: ${count} declaration files from tsc -b in ${path.join('dist')}`);
