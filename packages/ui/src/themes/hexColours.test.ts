import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Components read colours only from `vars` (the theme contract), so a theme can change every one of
 * them: a raw hex belongs in themes/tokens.ts alone. Tests and sample server data (fixtures: the
 * stand-in images of stories) are not styling and are not checked.
 */
const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const allowed = new Set(['themes/tokens.ts']);
const notStyling = /(\.test\.tsx?|\.stories\.tsx|(^|\/)fixtures(\/|\.tsx?$)|\/sampleData\.ts)$/;
const hexColour = /(?<![\w&])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css|mdx)$/.test(entry.name)
      ? [path.relative(sourceRoot, full).split(path.sep).join('/')]
      : [];
  });
}

describe('colours', () => {
  it('appear as hex only in themes/tokens.ts (everything else reads vars)', () => {
    const files = sourceFiles(sourceRoot).filter((file) => !allowed.has(file) && !notStyling.test(file));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      [...readFileSync(path.join(sourceRoot, file), 'utf8').matchAll(hexColour)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('the check sees a hex colour and leaves anchors and entities alone (it can fail)', () => {
    expect("backgroundColor: '#FFFFFF', color: '#141a26', fill: '#fff'".match(hexColour)).toEqual([
      '#FFFFFF',
      '#141a26',
      '#fff',
    ]);
    expect('href="#main" &#039; #dich-vu'.match(hexColour)).toBeNull();
  });

  it('skips tests, stories and sample data only', () => {
    expect(
      ['a/B.test.tsx', 'a/B.stories.tsx', 'features/Roaming/fixtures.ts', 'fixtures/sampleData.ts'].every(
        (f) => notStyling.test(f),
      ),
    ).toBe(true);
    expect(['a/B.tsx', 'a/B.css.ts', 'themes/vars.css.ts'].some((f) => notStyling.test(f))).toBe(false);
  });
});
