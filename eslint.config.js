import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** One no-restricted-imports block per web layer: the folders it must not import from, and any further patterns. */
function webLayers(layers) {
  return layers.map(([files, forbidden, more = []]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.map((folder) => ({
              regex: `(^|/)${folder}/`,
              message: `${files.split('/')[3]} must not import from ${folder}/: the web's layers import downwards only (docs/ARCHITECTURE.md).`,
            })),
            ...more,
          ],
        },
      ],
    },
  }));
}

/**
 * A feature uses another only through its front door (`../timeline`, the folder's index.ts), never its
 * files (`../timeline/timelineCache`): what a feature offers stays a short, deliberate list (ADR 0027).
 * Feature folders are flat, so from inside one `../<name>/…` is always another feature's inner file.
 */
const featureFrontDoors = [
  {
    regex: '^\\.\\./[^./][^/]*/|(^|/)features/[^/]+/',
    message: "import another feature through its index.ts ('../timeline'), not its files (ADR 0027).",
  },
];

/**
 * The pages before sign-in (apps/web/src/public/) load at most 150 kB of gzipped JavaScript (ADR 0027):
 * no Mantine, TanStack Query or zod, no feature, component or page, and of the shared hooks only those
 * that need none of them. Such an import here would carry its package into the entry chunk.
 */
const publicPageGuard = [
  {
    regex: '^(@mantine|@tanstack)/|^zod(/|$)',
    message: 'public/ is drawn without Mantine, TanStack Query and zod: they load after sign-in (ADR 0027).',
  },
  {
    regex: '(^|/)hooks/(?!(useErrorText|useHasToken|usePageTitle|useLanguage|useArriveSignedIn)$)',
    message: 'public/ may use only the hooks that need no query client (ADR 0027); add a light one to public/.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    // Type-aware promise rules: a promise nobody awaits or handles loses its errors, and an async
    // handler where a plain callback is expected runs unawaited. `void` marks a deliberate fire-and-forget.
    files: ['apps/web/**/*.{ts,tsx}', 'packages/shared/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The server's layers: a request flows route → service → policy → repository, never back up.
  {
    files: ['apps/server/src/repositories/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services/**', '**/http/**', '**/jobs/**'],
              message: 'Repositories hold SQL only: they never reach up into services, jobs or http.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/policies/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/repositories/**', '**/services/**', '**/http/**', '**/db/**', 'node:*'],
              message: 'Policies are pure rules: no I/O, no layers above them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/repositories/**'],
              message: 'Routes parse and answer: they reach the data through services, never a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/presenters/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/repositories/**', '**/services/**'],
              message: 'Presenters shape what they are given: no queries, no use cases.',
            },
          ],
        },
      ],
    },
  },
  {
    // A migration runs on databases for years: what it writes must not change when the application's
    // rules do, so it imports kysely and types alone and carries a frozen copy of any rule it applies.
    files: ['apps/server/src/db/migrations/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**', '!kysely'],
              allowTypeImports: true,
              message: 'Migrations import kysely and types only: copy the rule in, frozen (docs/adr/0028).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/http/**', 'fastify'], message: 'Services know nothing of HTTP.' }] },
      ],
    },
  },
  // A forgotten await loses an error or a write: the type-aware promise rules on the server.
  {
    files: ['apps/server/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error' },
  },
  // The web app's layers import downwards only: app (router, shell) → public (the pages before sign-in) → hooks, lib, api,
  // and app → pages → features → components, hooks → lib, api.
  ...webLayers([
    ['apps/web/src/public/**', ['app', 'pages', 'features', 'components'], publicPageGuard],
    ['apps/web/src/pages/**', ['app']],
    ['apps/web/src/features/**', ['app', 'pages', 'public'], featureFrontDoors],
    ['apps/web/src/components/**', ['app', 'pages', 'public', 'features']],
    ['apps/web/src/hooks/**', ['app', 'pages', 'public', 'features', 'components']],
    ['apps/web/src/{lib,api}/**', ['app', 'pages', 'public', 'features', 'components', 'hooks']],
  ]),
  {
    files: ['scripts/**', 'e2e/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
