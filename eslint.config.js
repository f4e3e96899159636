import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Client layers (bulletproof-react's zones): app → features → shared (ui, api, lib, i18n).
// A feature reaches another only through that feature's index.ts, its public face (or, for
// stories and tests, its testing.ts).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureZones = features.flatMap((target) =>
  features
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./src/features/${target}`,
      from: `./src/features/${from}`,
      // testing.ts: fixtures and builders for other features' stories and tests.
      except: ['./index.ts', './testing.ts'],
      message: `Import the ${from} feature through its public face, ~/features/${from} (index.ts).`,
    })),
)
const clientZones = [
  ...featureZones,
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not reach up into app/: move the piece to lib/ or a feature.',
  },
  {
    target: ['./src/ui', './src/api', './src/lib', './src/i18n'],
    from: ['./src/features', './src/app'],
    message: 'Shared layers (ui, api, lib, i18n) do not import features or app.',
  },
  { target: './src/api', from: './src/ui', message: 'The API layer does not import UI: the app wires them together.' },
]
// Code both sides import (the generated contract, answer rules) stands on its own.
const commonZones = [
  {
    target: './common',
    from: ['./src', './server'],
    message: 'common/ is imported by the SPA and the server; it imports neither.',
  },
]
// Server layers: product modules on top of shared pieces (http, db, lib, domain, i18n, messaging).
const serverZones = [
  {
    target: ['./server/src/http', './server/src/db', './server/src/lib', './server/src/domain', './server/src/i18n'],
    from: ['./server/src/modules', './server/src/app.ts'],
    message: 'Shared server pieces do not import product modules or the app.',
  },
]

// Lingui: a module-level `t` does not follow a language switch.
const linguiModuleT = {
  selector: 'Program > VariableDeclaration TaggedTemplateExpression[tag.name="t"]',
  message: 'Use `t` from useLingui() inside a component, or `msg` for module-level descriptors.',
}

/** Hand-written source: no file over 400 lines. Tests, stories, generated files and the content bank are exempt. */
const MAX_LINES = 400

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'styled-system',
      'node_modules',
      'data',
      '.tmp',
      '.prerender-build',
      'coverage',
      'test-results',
      'playwright-report',
      '**/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{js,mjs}', 'tests/**/*.ts', '*.config.{ts,js,cjs}', '.ci/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'common/**/*.ts', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...clientZones, ...serverZones, ...commonZones] }],
    },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'server/src/**/*.ts',
      'common/**/*.ts',
      '.storybook/**/*.{ts,tsx}',
      'scripts/**/*.{js,mjs}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/*.gen.ts', 'server/src/test/**', 'src/test/**'],
    rules: { 'max-lines': ['error', { max: MAX_LINES, skipBlankLines: false, skipComments: false }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', linguiModuleT],
    },
  },
  {
    // One owner per query: requests are made by the query-options factories and mutation
    // functions in `api/` folders, never inline in pages, contexts or layouts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/features/*/api/**', '**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        linguiModuleT,
        {
          selector: 'CallExpression[callee.object.name="api"][callee.property.name=/^(GET|POST|PUT|PATCH|DELETE)$/]',
          message: "Call the API from the feature's api/ folder (a query-options factory or a mutation function).",
        },
      ],
    },
  },
  {
    // Route files parse input and call services: no database access of their own.
    files: ['server/src/modules/**/*routes*.ts', 'server/src/modules/**/*page*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Queries belong in the module’s service.' }],
          patterns: [{ regex: '/db/(schema|client|prepared)', message: 'Queries belong in the module’s service.' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        linguiModuleT,
        {
          selector: 'CallExpression[callee.object.name="db"], CallExpression[callee.object.property.name="db"]',
          message: 'Queries belong in the module’s service: pass `deps` (or `deps.db`) to it.',
        },
      ],
    },
  },
)
