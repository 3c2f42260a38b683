// One lint setup for every runtime: type-aware rules come from each folder's own tsconfig.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'dev-dist', 'tests/e2e/screenshots', 'playwright-report', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // contract/ is shared by the browser, the service worker and Node: it must not reach for any of them.
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom', 'wouter', '../*/**', '../app/*', '../auth/*', '../games/*', '../pwa/*', '../ui/*'] }],
    },
  },
  {
    files: ['sw/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../server/*', '../src/app/*', '../src/auth/*', '../src/games/*', '../src/pwa/*', '../src/ui/*', 'react', 'react-dom'] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../sw/*', '../../sw/*', '**/src/app/*', '**/src/auth/*', '**/src/games/*', '**/src/pwa/*', '**/src/ui/*', 'react', 'react-dom'] }] },
  },
);
