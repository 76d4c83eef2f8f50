// Bundle test: importing one component must not pull the others.
// Run after `pnpm --filter @selfcare/ui build`:  node packages/ui/scripts/check-treeshake.mjs
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** What must not be in a bundle that imports only Button: module paths and code markers. */
const forbiddenModules = [
  /embla-carousel/,
  /react-dialog/,
  /react-alert-dialog/,
  /dompurify/,
  /react-toast/,
  /react-select/,
];
const forbiddenCode = [/aria-roledescription/, /carousel\.previous/, /dialog\.notice/];

const result = await build({
  stdin: {
    contents: "import { Button } from './dist/index.js';\nconsole.log(Button);\n",
    resolveDir: packageDir,
    loader: 'js',
  },
  bundle: true,
  write: false,
  metafile: true,
  format: 'esm',
  platform: 'browser',
  treeShaking: true,
  logLevel: 'silent',
  loader: { '.css': 'empty' },
  external: ['react', 'react-dom', 'react/jsx-runtime', 'i18next', 'react-i18next', '@selfcare/domain'],
});

// Only modules that contribute bytes count: esbuild visits more files than it keeps.
const inputs = Object.values(result.metafile.outputs).flatMap((output) =>
  Object.entries(output.inputs)
    .filter(([, contribution]) => contribution.bytesInOutput > 0)
    .map(([input]) => input),
);
const code = result.outputFiles[0]?.text ?? '';
const problems = [
  ...forbiddenModules.flatMap((pattern) =>
    inputs.filter((input) => pattern.test(input)).map((input) => `module ${input}`),
  ),
  ...forbiddenCode.filter((pattern) => pattern.test(code)).map((pattern) => `code matching ${pattern}`),
];

const kilobytes = (code.length / 1024).toFixed(1);
if (problems.length > 0) {
  console.error(`Importing Button pulled in other components (${kilobytes} kB):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Tree-shaking OK: Button alone bundles to ${kilobytes} kB without Dialog, Carousel, Toast, Select or DOMPurify.`,
);
