// One lint setup for the whole tree. Import boundaries follow docs/ARCHITECTURE.md:
// core imports nothing of ours; packages never import apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

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
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
