import { defineConfig } from 'vitest/config';

// One config, three projects: `npm test` runs them through scripts/test.mjs (integration once per dialect).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/contract/src/**/*.test.ts', 'packages/server/src/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**', '**/dist/**'],
        },
      },
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['packages/server/src/**/*.integration.test.ts'],
          // One database per file; files run one at a time so PostgreSQL schemas never race.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      './packages/web/vitest.config.ts',
    ],
  },
});
