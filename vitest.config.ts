import { defineConfig } from 'vitest/config';
import { webAliases } from './apps/web/build/aliases';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: webAliases },
        test: {
          name: 'unit',
          setupFiles: ['./apps/web/src/i18n/test-setup.ts'],
          include: [
            'packages/core/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.unit.test.ts',
          ],
        },
      },
      {
        resolve: { alias: webAliases },
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          exclude: ['**/*.alone.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: webAliases },
        // Tests of how the server holds up under load: each runs alone, so that another file's work on the
        // same cores is not what they measure.
        test: {
          name: 'api-alone',
          include: ['apps/server/src/**/*.alone.api.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias: webAliases },
        test: {
          name: 'browser',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
