import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: the server probed from outside (README, "Reliability suite").
export default defineConfig({
  resolve: {
    // The contract's TypeScript source, as the other suites read it.
    alias: [
      { find: /^@clubportal\/contract\/(.*)$/, replacement: fileURLToPath(new URL('../packages/contract/src/$1.ts', import.meta.url)) },
    ],
  },
  test: {
    name: 'reliability',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    // Each file starts server processes of its own: one file at a time keeps the 2 cores for them.
    fileParallelism: false,
    testTimeout: 60_000,
    // As the e2e journeys: in CI a probe that fails once is run again, and one that then passes is named as flaky
    // at the end of `npm test` (scripts/test.mjs), so a one-off stays visible without throwing away the run.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 120_000,
  },
});
