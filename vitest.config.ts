import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { web, webIsolated } from './packages/web/vitest.projects';

// Tests read the contract's TypeScript source, never a possibly stale dist build.
const contractSource = {
  alias: [{ find: /^@clubportal\/contract\/(.*)$/, replacement: fileURLToPath(new URL('./packages/contract/src/$1.ts', import.meta.url)) }],
};

// One config, four projects: `npm test` runs them through scripts/test.mjs (integration once per dialect).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: contractSource,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/contract/src/**/*.test.ts', 'packages/server/src/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**', '**/dist/**'],
        },
      },
      {
        resolve: contractSource,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['packages/server/src/**/*.integration.test.ts'],
          // On PostgreSQL, every test app's database is a copy of one migrated here.
          globalSetup: ['packages/server/src/test/pg-template.setup.ts'],
          // Files run one at a time: one core per dialect (scripts/test.mjs runs the two side by side).
          fileParallelism: false,
          // The files share one module graph (the app's import is most of a file's time: 112 s of 200 s on
          // SQLite). Nothing a test sees may live in module scope: each app's state hangs on its own instance.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      web,
      webIsolated,
    ],
  },
});
