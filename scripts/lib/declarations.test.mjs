import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { copyDeclarations, isPublishedDeclaration } from './declarations.mjs';

test('a package publishes the declarations of its sources, not of its tests, stories or fixtures', () => {
  assert.equal(isPublishedDeclaration('index.d.ts'), true);
  assert.equal(isPublishedDeclaration('components/Button/Button.css.d.ts'), true);
  assert.equal(isPublishedDeclaration('components/Button/Button.test.d.ts'), false);
  assert.equal(isPublishedDeclaration('components/Button/Button.stories.d.ts'), false);
  assert.equal(isPublishedDeclaration('fixtures/packages.d.ts'), false);
  assert.equal(isPublishedDeclaration('index.js'), false);
  assert.equal(isPublishedDeclaration('index.d.ts.map'), false);
});

test('the declarations are copied into dist path for path', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'declarations-'));
  const emitted = path.join(root, '.tsbuild');
  for (const file of ['index.d.ts', 'a/b/c.d.ts', 'a/b/c.test.d.ts', 'a/b/c.d.ts.map']) {
    mkdirSync(path.dirname(path.join(emitted, file)), { recursive: true });
    writeFileSync(path.join(emitted, file), 'export {};\n');
  }
  const dist = path.join(root, 'dist');
  assert.equal(copyDeclarations(emitted, dist), 2);
  assert.deepEqual(readdirSync(path.join(dist, 'a/b')), ['c.d.ts']);
});
