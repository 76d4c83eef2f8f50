import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Declarations of tests, stories and test fixtures stay out of a published package. */
export const isPublishedDeclaration = (file) =>
  file.endsWith('.d.ts') && !/\.(test|stories)\.d\.ts$/.test(file) && !/(^|\/)(fixtures|test)\//.test(file);

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/** Copies the declarations tsc wrote for `sourceRoot` (under `emitted`) into `dist`, path for path. */
export function copyDeclarations(emitted, dist) {
  const files = filesUnder(emitted).filter(isPublishedDeclaration);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    copyFileSync(path.join(emitted, file), path.join(dist, file));
  }
  return files.length;
}
