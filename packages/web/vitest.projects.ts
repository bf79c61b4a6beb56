import { defineProject } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Test files that replace a module with vi.mock: they get a fresh module graph of their own (below).
const mocking = ['src/app/page-not-loaded.test.tsx', 'src/features/checkout/providers/paypal-buttons.test.tsx'];

const shared = {
  plugins: [react()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['source', ...defaultClientConditions] },
};
const testBase = {
  environment: 'jsdom',
  setupFiles: ['src/test/setup.ts'],
  css: false,
  testTimeout: 20_000,
};

// Every other file shares one jsdom and module graph per worker (`isolate: false`): a fresh environment per
// file was two thirds of the suite's time. What a test leaves behind is reset after each (src/test/setup.ts).
export const web = defineProject({
  ...shared,
  test: { ...testBase, name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: mocking, isolate: false },
});

export const webIsolated = defineProject({
  ...shared,
  test: { ...testBase, name: 'web-mocks', include: mocking },
});
