import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const iconsPackage = '@radix-ui/react-icons';
const iconPrefix = '\0radix-icon:';
const helperId = '\0radix-icon-helper';

/** The package's one ES module (every icon, each a `var _excluded$N = ["color"]; var XIcon = …});` block). */
function readIconsModule(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve(`${iconsPackage}/package.json`);
  return readFileSync(entry.replace(/package\.json$/, 'dist/react-icons.esm.js'), 'utf8');
}

/** One icon as a module of its own, cut out of the package's module. */
function iconModule(source: string, name: string): string | undefined {
  const block = new RegExp(
    `var (_excluded[$\\w]*) = \\["color"\\];\\nvar ${name} = ([\\s\\S]*?\\n\\}\\);)\\n`,
  ).exec(source);
  if (!block) return undefined;
  const body = block[2]!.replaceAll(block[1]!, '_excluded');
  return [
    "import { forwardRef, createElement } from 'react';",
    `import { _objectWithoutPropertiesLoose } from ${JSON.stringify(helperId)};`,
    'var _excluded = ["color"];',
    `var ${name} = ${body}`,
    `export { ${name} };`,
  ].join('\n');
}

function helperModule(source: string): string {
  const helper = /function _objectWithoutPropertiesLoose[\s\S]*?\n\}\n/.exec(source)?.[0];
  if (!helper) throw new Error(`${iconsPackage}: its helper was not found (a new version?)`);
  return `${helper}export { _objectWithoutPropertiesLoose };`;
}

/** `import { A, B } from '@radix-ui/react-icons'` → one import per icon. */
const iconImports = /import\s*\{([^}]*)\}\s*from\s*'@radix-ui\/react-icons';?/g;

/**
 * Issue 22: `@radix-ui/react-icons` ships every icon in one ES module, and a module is never split
 * between chunks, so every icon the ui uses ended in one shared chunk that every page loaded (4.2 →
 * 13.9 kB). Each icon becomes a module of its own here, so a page's chunk carries only its icons and
 * the shell only the header's. Build and dev server of the portal; tests and Storybook import the
 * package as it is (same components).
 */
export function radixIcons(): Plugin {
  let source: string | undefined;
  const icons = () => (source ??= readIconsModule());
  return {
    name: 'selfcare-radix-icons',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes(iconsPackage)) return undefined;
      const split = code.replace(iconImports, (statement, names: string) => {
        const imports = names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type '))
          .map((name) => {
            const [imported, local] = name.split(/\s+as\s+/);
            return `import { ${imported} as ${local ?? imported} } from '${iconsPackage}/${imported}';`;
          });
        // As many lines as the statement had, so the rest of the file keeps its source map.
        return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
      });
      return { code: split, map: null };
    },
    resolveId(id) {
      if (id === helperId) return helperId;
      const name = id.startsWith(`${iconsPackage}/`) ? id.slice(iconsPackage.length + 1) : '';
      return /^[A-Z][A-Za-z0-9]*$/.test(name) ? `${iconPrefix}${name}` : undefined;
    },
    load(id) {
      if (id === helperId) return helperModule(icons());
      if (!id.startsWith(iconPrefix)) return undefined;
      const name = id.slice(iconPrefix.length);
      return iconModule(icons(), name) ?? this.error(`${iconsPackage} has no icon ${name}`);
    },
  };
}
