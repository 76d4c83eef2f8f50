/**
 * Vite-side resolution of the workspace packages to their TypeScript sources, so that
 * Vitest, Storybook and the portal build never read a stale `dist/` of a sibling package.
 * (tsc gets the same effect from the `source` export condition in tsconfig.base.json.)
 */
import { fileURLToPath } from 'node:url';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const workspaceAliases = [
  { find: /^@selfcare\/domain$/, replacement: here('./packages/domain/src/index.ts') },
  { find: /^@selfcare\/api-client$/, replacement: here('./packages/api-client/src/index.ts') },
  {
    find: /^@selfcare\/api-client\/contract$/,
    replacement: here('./packages/api-client/src/contract/index.ts'),
  },
  { find: /^@selfcare\/api-client\/query$/, replacement: here('./packages/api-client/src/query/index.ts') },
  { find: /^@selfcare\/ui$/, replacement: here('./packages/ui/src/index.ts') },
  { find: /^@selfcare\/ui\/i18n$/, replacement: here('./packages/ui/src/i18n/index.ts') },
  { find: /^@selfcare\/ui\/i18n\/(vi|en-US)$/, replacement: here('./packages/ui/src/i18n/$1.ts') },
  { find: /^@selfcare\/ui\/i18n\/textLoaders$/, replacement: here('./packages/ui/src/i18n/textLoaders.ts') },
  { find: /^@selfcare\/ui\/fonts$/, replacement: here('./packages/ui/src/themes/fonts.ts') },
];
