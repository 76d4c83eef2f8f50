import { describe, expect, it } from 'vitest';

/**
 * Issue 22: a route loads the ui feature areas it declares (`withNamespaces([..., 'ui:roaming'])`), the
 * shell only its own (ui i18n/index.ts `uiShellAreas`). This test reads the sources: for every route, the
 * ui components its page reaches (its module and what it imports, lazily too) and the areas whose keys
 * those components name, and fails when one is neither declared nor the shell's. Over-approximate on
 * purpose (a module imported is counted as shown): declaring one area too many costs a small chunk.
 */
const sourceFiles = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).filter(([file]) => !/\.(test|stories)\.tsx?$/.test(file)));
const portal = sourceFiles(
  import.meta.glob<string>('../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
);
const ui = sourceFiles(
  import.meta.glob<string>('../../../../packages/ui/src/**/*.{ts,tsx}', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
const uiRoot = '../../../../packages/ui/src/';

/** The areas of features/locales.ts (`roaming: roamingLocales,`) and the shell's. */
const areas = [...(ui[`${uiRoot}features/locales.ts`] ?? '').matchAll(/^\s+(\w+): \w+,$/gm)].map(
  (m) => m[1]!,
);
const shellAreas = [
  ...(/uiShellAreas = \[([^\]]*)\]/.exec(ui[`${uiRoot}i18n/index.ts`] ?? '')?.[1] ?? '').matchAll(/'(\w+)'/g),
].map((m) => m[1]!);

function resolve(files: Record<string, string>, from: string, specifier: string): string | undefined {
  const parts = `${from.slice(0, from.lastIndexOf('/'))}/${specifier}`.split('/');
  const stack: string[] = [];
  for (const part of parts) {
    if (part === '..' && stack.length > 0 && stack.at(-1) !== '..') stack.pop();
    else if (part !== '.') stack.push(part);
  }
  const base = stack[0] === '..' ? stack.join('/') : `./${stack.join('/')}`;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => f in files);
}

/** Relative modules a file imports (`import … from`, `export … from`, `import('…')`), not type-only ones. */
function importsOf(source: string, withDynamic: boolean): string[] {
  const fromStatements = [...source.matchAll(/^(?:import|export)(?! type)[^;]*?from '(\.[^']+)'/gms)];
  const dynamic = withDynamic ? [...source.matchAll(/import\('(\.[^']+)'\)/g)] : [];
  return [...fromStatements, ...dynamic].map((m) => m[1]!);
}

/** The areas a ui module names in its keys (`t('roaming.list.title')`), with those of what it imports. */
const uiAreaCache = new Map<string, Set<string>>();
function uiAreasOf(file: string, seen = new Set<string>()): Set<string> {
  const cached = uiAreaCache.get(file);
  if (cached) return cached;
  if (seen.has(file)) return new Set();
  seen.add(file);
  const source = ui[file] ?? '';
  const found = new Set<string>();
  // The locale files hold the texts, not uses of them; a menu item's `key: 'account.signOut'` is a
  // key under the shell's menu texts, not an area.
  if (!/ocales\.ts$/.test(file))
    for (const area of areas)
      if (new RegExp(`(?<!key: )['"\`]${area}\\.[A-Za-z]`).test(source)) found.add(area);
  for (const specifier of importsOf(source, true)) {
    const target = resolve(ui, file, specifier);
    if (target) for (const area of uiAreasOf(target, seen)) found.add(area);
  }
  uiAreaCache.set(file, found);
  return found;
}

/** The ui module that defines a name the package exports (following `export { … } from` and `export *`). */
function uiModuleOf(name: string, file = `${uiRoot}index.ts`): string | undefined {
  const source = ui[file] ?? '';
  if (new RegExp(`^export (?:async )?(?:function|const|class|let) ${name}\\b`, 'm').test(source)) return file;
  for (const m of source.matchAll(/^export \{([^}]*)\} from '(\.[^']+)'/gm)) {
    const names = m[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/));
    const entry = names.find(([original, alias]) => (alias ?? original) === name);
    const target = entry && resolve(ui, file, m[2]!);
    if (target) return uiModuleOf(entry[0]!, target);
  }
  for (const m of source.matchAll(/^export \* from '(\.[^']+)'/gm)) {
    const target = resolve(ui, file, m[1]!);
    const found = target && uiModuleOf(name, target);
    if (found) return found;
  }
  return undefined;
}

/** The ui areas a portal module shows: through the ui components it and its imports use, and `ui:` keys. */
function portalAreasOf(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const source = portal[file] ?? '';
  for (const m of source.matchAll(/^import \{([^}]*)\} from '@selfcare\/ui'/gm)) {
    for (const name of m[1]!.split(',').map((n) => n.trim())) {
      if (name === '' || name.startsWith('type ')) continue;
      const module = uiModuleOf(name);
      if (module) for (const area of uiAreasOf(module)) found.add(area);
    }
  }
  for (const m of source.matchAll(/['"`]ui:(\w+)\./g)) found.add(m[1]!);
  // A route table's lazy imports are other routes, not this page.
  for (const specifier of importsOf(source, !file.endsWith('routes.tsx'))) {
    const target = resolve(portal, file, specifier);
    if (target) for (const area of portalAreasOf(target, seen)) found.add(area);
  }
  return found;
}

const declaredIn = (list: string) => [...list.matchAll(/'ui:(\w+)'/g)].map((d) => d[1]!);

/**
 * Every route of the route tables with the areas it declares and its page: `withNamespaces([...],
 * () => import('./X'))`, or a helper of the same file that wraps one (`packagePage(() => import('./X'))`).
 */
const routes = Object.entries(portal)
  .filter(([file]) => file.endsWith('routes.tsx'))
  .flatMap(([file, source]) => {
    const page = (specifier: string) => resolve(portal, file, specifier) ?? specifier;
    const direct = [
      ...source.matchAll(/withNamespaces\(\s*\[([^\]]*)\],\s*\(\) => import\('(\.[^']+)'\)/g),
    ].map((m) => ({ page: page(m[2]!), declared: declaredIn(m[1]!) }));
    const helpers = [...source.matchAll(/const (\w+) = [^;]*?withNamespaces\(\s*\[([^\]]*)\]/g)];
    const wrapped = helpers.flatMap((helper) =>
      [...source.matchAll(new RegExp(`\\b${helper[1]!}\\(\\s*\\(\\) => import\\('(\\.[^']+)'\\)`, 'g'))].map(
        (m) => ({ page: page(m[1]!), declared: declaredIn(helper[2]!) }),
      ),
    );
    return [...direct, ...wrapped];
  });

describe('ui areas of the routes (issue 22)', () => {
  it('reads the areas, the shell’s and the routes from the sources', () => {
    expect(areas).toEqual(expect.arrayContaining(['shell', 'auth', 'roaming', 'packages']));
    expect(shellAreas).toEqual(['shell', 'auth']);
    expect(routes.length).toBeGreaterThan(20);
    expect([...uiAreasOf(uiModuleOf('RoamingFilters') ?? '')]).toContain('roaming');
  });

  it('the shell shows only the areas that load with it', () => {
    const shell = routes.find((route) => route.page === './Shell.tsx');
    expect(shell).toBeDefined();
    const outside = [...portalAreasOf(shell?.page ?? '')].filter((area) => !shellAreas.includes(area));
    expect(outside).toEqual([]);
  });

  it.each(routes.filter((route) => route.page !== './Shell.tsx').map((route) => [route.page, route]))(
    '%s declares every ui area its page shows',
    (_page, route) => {
      const undeclared = [...portalAreasOf(route.page)].filter(
        (area) => !shellAreas.includes(area) && !route.declared.includes(area),
      );
      expect(undeclared.map((area) => `ui:${area}`)).toEqual([]);
    },
  );

  it('declares only areas that exist', () => {
    for (const route of routes) for (const area of route.declared) expect(areas, route.page).toContain(area);
  });
});
