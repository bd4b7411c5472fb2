// One lint setup for the whole tree. Import boundaries follow docs/ARCHITECTURE.md:
// core imports nothing of ours; packages never import apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

// The web app's import zones (bulletproof-react): shared code (components, hooks, lib) →
// features → app. A feature never imports another feature; what two features need is shared.
const web = './apps/web/src';
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to components/, hooks/ or lib/.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features do not import the app; the app composes features.',
  },
  {
    target: [`${web}/components`, `${web}/hooks`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code (components, hooks, lib) imports neither features nor the app.',
  },
];

// The two apps talk over HTTP only: the web app imports nothing of the server, the server
// nothing of the web app. The web app's component tests start the real server through the e2e
// launcher's named test-support entry (`@grundlagen/e2e/server`), and only there.
const serverImports = {
  group: ['@grundlagen/server', '@grundlagen/server/*', '**/apps/server/**', '**/server/src/**'],
  message: 'The web app never imports the server: they talk over HTTP (docs/ARCHITECTURE.md).',
};
const webImports = {
  group: ['@grundlagen/web', '@grundlagen/web/*', '**/apps/web/**', '**/web/src/**'],
  message: 'The server never imports the web app: it serves its build (docs/ARCHITECTURE.md).',
};
const e2eImports = {
  regex: '(^@grundlagen/e2e(/|$))|(^\\.\\.?/(.*/)?e2e(/|$))',
  message: 'Only the web app’s component tests may use the e2e launcher, through @grundlagen/e2e/server.',
};
const e2eImportsButLauncher = {
  regex: '(^@grundlagen/e2e(/(?!server$)|$))|(^\\.\\.?/(.*/)?e2e(/|$))',
  message: 'Web tests use the e2e launcher through @grundlagen/e2e/server only.',
};

const appImports = {
  group: ['@grundlagen/server', '@grundlagen/server/*', '@grundlagen/web', '@grundlagen/web/*', '**/apps/**'],
  message: 'Packages never import apps (docs/ARCHITECTURE.md).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tmp/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No .only in tests.' },
      ],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@grundlagen/*'], message: 'core imports nothing of ours (docs/ARCHITECTURE.md).' },
            appImports,
            { group: ['node:*', 'react', 'react-dom'], message: 'core is pure: no Node, DOM or React.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appImports,
            { group: ['@grundlagen/core/*'], message: 'Import core through its public entry.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webImports, e2eImports] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, e2eImports] }] },
  },
  {
    files: ['apps/web/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, e2eImportsButLauncher] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  prettier,
);
