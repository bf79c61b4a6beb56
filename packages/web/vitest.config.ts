import { defineProject } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineProject({
  plugins: [react()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // React is Preact here (package.json overrides). Testing Library's Node build requires react-dom/test-utils,
    // which Preact keeps under preact/test-utils: its ES build is used and transformed, so the alias applies.
    alias: [
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
    server: { deps: { inline: [/[\\/]@testing-library[\\/]react[\\/]/] } },
  },
});
