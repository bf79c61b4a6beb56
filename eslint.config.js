import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Shared by the two server blocks below (a later block's no-restricted-syntax replaces an earlier one's).
const onlyUnitOfWork = {
  selector: "CallExpression[callee.property.name='transaction']",
  message: 'Open units of work with unitOfWork() (db/unit-of-work.ts): one transaction per unit, passed down, never nested.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Import direction: app -> features -> components/lib; features never import each other.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@clubportal/server*'], message: 'The web app talks to the server over HTTP only.' }] },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@clubportal/server*', '@clubportal/web*'], message: 'The contract imports neither app.' }] },
      ],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/db/unit-of-work.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        onlyUnitOfWork,
      ],
    },
  },
  {
    files: ['packages/server/src/modules/**/*.ts', 'packages/server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/server/src/db/unit-of-work.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        onlyUnitOfWork,
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Read time from the injected clock (deps.clock), never Date.now().' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Read time from the injected clock (deps.clock), never new Date().' },
      ],
    },
  },
  {
    // Modules call each other's services, never each other's repositories (tests included).
    files: ['packages/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./[^/]+/[^/]+\\.repository(\\.js)?$', message: "Call the other module's service; its repository is its own." }] },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
