// ESLint with typescript-eslint's recommended rules over every TypeScript and JavaScript file
// (`npm run lint`, part of `npm test`); Prettier owns the layout (`npm run format`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/generated/**', 'sdk-python/**', '**/dist/**', 'node_modules/**', '.venv/**', '.venv-scim/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The portal runs in the browser; React's rules of hooks keep its components correct.
    files: ['portal/src/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The hosted sign-in page's passkey script runs in the browser.
    files: ['server/pages/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Kysely's migration guide types migrations as Kysely<any>, so that they never depend on
    // today's schema; tests and scripts read JSON whose shape the contract check already holds.
    files: ['server/db/migrations/**', 'test/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
