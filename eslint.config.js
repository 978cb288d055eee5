// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/build/**', '**/coverage/**', '**/.react-router/**', '**/node_modules/**', '**/drizzle/meta/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/web/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Browser code hydrates with Preact's React 10-era API (decisions 0526, 0018): React 19-only APIs
    // render on the server and break in the browser, so they are refused where the browser runs.
    files: ['packages/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.server.{ts,tsx}', '**/*.spec.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', importNames: ['use', 'useActionState', 'useOptimistic'], message: 'React 19 only: Preact, which hydrates the pages, has no such hook (decision 0018).' },
            {
              name: 'react-dom',
              importNames: ['useFormStatus', 'useFormState', 'requestFormReset', 'preload', 'preloadModule', 'preinit', 'preinitModule', 'preconnect', 'prefetchDNS'],
              message: 'React 19 only: render the <link> or form state yourself, Preact has none of these (decision 0018).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name=/^React(DOM)?$/][property.name=/^(use|useActionState|useOptimistic|useFormStatus|useFormState|requestFormReset|preload|preloadModule|preinit|preinitModule|preconnect|prefetchDNS)$/]",
          message: 'React 19 only: Preact, which hydrates the pages, has no such API (decision 0018).',
        },
        {
          selector: 'JSXOpeningElement > JSXIdentifier[name=/Context$/]',
          message: 'A context rendered as its own provider is React 19 only: render <Context.Provider> (decision 0018).',
        },
      ],
    },
  },
  {
    // Every browser journey fails on a Content-Security-Policy violation (decision 0905): specs take
    // Playwright's test from the shared fixture that checks it.
    files: ['packages/web/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './support/test', which fails a page that breaks the Content-Security-Policy (decision 0905)." }] },
      ],
    },
  },
  {
    // The core runs in the browser and on the server alike: no Node globals, no console.
    files: ['packages/core/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: { 'no-console': 'error' },
  },
);
