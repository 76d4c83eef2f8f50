// One lint setup for the whole repo (ESLint 9 reads only this file when run from the root). The import-boundary rules encode the table in
// ../shared/guides/architecture.md: domain ← api-client, domain ← ui, everything ← portal.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const letter = '[A-Za-zÀ-ỹ]';
const textAttributes = '/^(aria-label|aria-valuetext|title|placeholder|alt|label)$/';
const catalogueMessage =
  "Visible text comes from the i18n catalogue (t('...')) or from props, never a literal.";
/** Literal text in text-bearing attributes and expression children (no-restricted-syntax). */
const literalTextSelectors = [
  `JSXElement > JSXExpressionContainer > Literal[value=/${letter}/]`,
  `JSXAttribute[name.name=${textAttributes}] > JSXExpressionContainer > Literal[value=/${letter}/]`,
  `JSXAttribute[name.name=${textAttributes}] > Literal[value=/${letter}/]`,
  `JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/${letter}/]`,
].map((selector) => ({ selector, message: catalogueMessage }));
const idAttributes =
  '/^(id|htmlFor|aria-(labelledby|describedby|controls|owns|activedescendant|errormessage))$/';
/** A literal id (or one starting with literal text) in an id-bearing attribute, even inside a condition. */
const literalIdSelectors = [
  `JSXAttribute[name.name=${idAttributes}] Literal[value=/[A-Za-z]/]:not(MemberExpression > Literal.property)`,
  `JSXAttribute[name.name=${idAttributes}] TemplateLiteral[quasis.0.value.raw=/./]`,
].map((selector) => ({
  selector,
  message: 'A ui element id comes from useId() (two instances on a page must not collide), never a literal.',
}));
const ours = (...names) => names.flatMap((n) => [`@selfcare/${n}`, `@selfcare/${n}/*`]);
const forbid = (message, ...names) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: ours(...names), message }] }],
});
const forbidPaths = (message, group) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

const sandboxMessage = 'Nothing imports the sandbox but its own tests and the e2e suite.';
/** For a file `depth` folders below its feature's root (features/<name>/): no other feature, no app/. */
const featureBoundaries = (depth, { allowApp }) => {
  const toFeatures = '\\.\\./'.repeat(depth + 1);
  const app = {
    regex: `^${toFeatures}\\.\\./app(/|$)`,
    message: 'A feature never imports app/: what it needs from the shell lives in lib/.',
  };
  return [
    {
      regex: `^(${toFeatures}(?!\\.\\.)|(\\.\\./)+features/)`,
      message:
        'A feature never imports another feature: move what both need to lib/ (or down to ui, domain, api-client).',
    },
    ...(allowApp ? [] : [app]),
  ];
};
/** The portal's import rules; ESLint keeps one block's options per rule, so each block lists all that apply. */
const portalImports = ({ test, featureDepth }) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ours('sandbox'), message: sandboxMessage },
        ...(test
          ? []
          : [
              {
                group: ['**/i18nTesting'],
                message:
                  'Every text at once is for tests: the app loads each namespace with its route (withNamespaces).',
              },
            ]),
        // Tests may mount the whole app (app/routes).
        ...(featureDepth === undefined ? [] : featureBoundaries(featureDepth, { allowApp: test })),
      ],
    },
  ],
});

const uiMessage =
  'ui is presentational: data comes through props, never from api-client, the portal or the sandbox.';
const uiPackages = { group: ours('api-client', 'portal', 'sandbox'), message: uiMessage };
/**
 * no-restricted-imports patterns for a ui file `depth` folders below its area's root (features/<Area>/).
 * An area never reaches into another (what both need moves down to components/ or components/private/);
 * a story may compose another area through that area's index, as the portal composes the package.
 */
const uiFeatureBoundaries = (depth, { story }) => {
  const toFeatures = '\\.\\./'.repeat(depth + 1);
  const area = story ? '[A-Z]\\w*/' : '[A-Z]';
  return [
    uiPackages,
    {
      regex: `^(${toFeatures}|(\\.\\./)+features/)${area}`,
      caseSensitive: true,
      message: story
        ? "A story composes another feature area through its index ('../../Packages'), never its files."
        : 'A ui feature never imports another: move what both need to components/private/ (or a public component), or let the caller compose them.',
    },
  ];
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/.tsbuild/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      '.data/**',
      '.tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  // Every visible string goes through i18n (vi and en-US): no literal text in JSX.
  {
    files: ['packages/ui/src/**/*.tsx', 'apps/portal/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
      // Also literal text in text-bearing attributes and expression children.
      'no-restricted-syntax': ['error', ...literalTextSelectors],
    },
  },
  // ui components appear many times on a page: element ids come from useId, never a literal.
  {
    files: ['packages/ui/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...literalTextSelectors, ...literalIdSelectors] },
  },
  // Data access (docs/decisions/foundation.md): features read through the query factories and write through
  // lib/useCallMutation, so they never hold the api client; lib is where the client is used.
  {
    files: ['apps/portal/src/features/**/*.{ts,tsx}'],
    // Roaming still calls the client in its flow hooks until it moves to useCallMutation (its own change).
    ignores: ['**/*.test.{ts,tsx}', 'apps/portal/src/features/roaming/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...[{ property: 'client' }, { object: 'client', property: 'call' }].map((restricted) => ({
          ...restricted,
          message:
            'Features read with the query factories (usePortalQueries) and write with useCallMutation.',
        })),
      ],
    },
  },
  // The unit suites share one module graph per worker (vitest's `isolate: false`, issue 23's test budget),
  // where a module mock misses a module another file has already loaded: replace behaviour with a spy.
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Unit files share their modules (isolate: false): spy on the behaviour instead (vi.spyOn).',
        })),
      ],
    },
  },
  // Import boundaries (architecture.md).
  {
    files: ['packages/domain/**/*.{ts,tsx}'],
    rules: forbidPaths('domain is pure: no workspace package, React, DOM or fetch wrapper.', [
      '@selfcare/*',
      'react',
      'react-dom',
      'react/*',
    ]),
  },
  {
    files: ['packages/api-client/**/*.{ts,tsx}'],
    rules: forbidPaths('api-client never imports React, ui, the portal or the sandbox.', [
      ...ours('ui', 'portal', 'sandbox'),
      'react',
      'react-dom',
      '@tanstack/react-query',
    ]),
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [uiPackages] }] },
  },
  // ui layers: components never import features; a feature area never imports another area.
  // One block per folder depth inside an area, since the import is relative.
  {
    files: ['packages/ui/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            uiPackages,
            {
              regex: '^(\\.\\./)+features(/|$)',
              message:
                'A component never imports a feature: features are built from components, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  ...[0, 1, 2].flatMap((depth) =>
    [false, true].map((story) => ({
      files: [`packages/ui/src/features/*/${'*/'.repeat(depth)}*.${story ? 'stories.tsx' : '{ts,tsx}'}`],
      rules: { 'no-restricted-imports': ['error', { patterns: uiFeatureBoundaries(depth, { story }) }] },
    })),
  ),
  { files: ['apps/portal/**/*.{ts,tsx}'], rules: portalImports({ test: false }) },
  { files: ['apps/portal/**/*.test.{ts,tsx}', 'apps/portal/test/**'], rules: portalImports({ test: true }) },
  // A portal feature never imports another feature or app/: what features share lives in lib/.
  // One block per folder depth inside a feature, since the imports are relative.
  ...[0, 1, 2].flatMap((featureDepth) => {
    const folder = `apps/portal/src/features/*/${'*/'.repeat(featureDepth)}`;
    return [
      { files: [`${folder}*.{ts,tsx}`], rules: portalImports({ test: false, featureDepth }) },
      { files: [`${folder}*.test.{ts,tsx}`], rules: portalImports({ test: true, featureDepth }) },
    ];
  }),
  {
    files: ['apps/sandbox/**/*.{ts,tsx}'],
    rules: forbid('The sandbox shares only the contract and the domain rules.', 'ui', 'portal'),
  },
);
