import { defineConfig } from 'vitest/config';

const api = (name: string, db: 'sqlite' | 'postgres', groupOrder: number, storage: 'disk' | 's3' = 'disk') => ({
  test: {
    name,
    // Projects with their own maxWorkers run as separate groups, one after another (vitest 4).
    sequence: { groupOrder },
    include: ['apps/server/test/api/**/*.test.ts'],
    // `*.pg.test.ts` is about PostgreSQL itself (lost connections, advisory locks, schemas): run there only, never shown as skipped.
    exclude: db === 'sqlite' ? ['apps/server/test/api/**/*.pg.test.ts'] : [],
    // TEST_STORAGE=s3 (api-pg-s3): media in a loopback s3rver of each test file's own (helpers/s3-server.ts).
    env: { SPROUT_TEST_DB: db, ...(storage === 's3' ? { TEST_STORAGE: 's3' } : {}) },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file boots its own server and database; two cores run two files at once.
    maxWorkers: 2,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/test/**/*.test.ts',
            'apps/server/test/unit/**/*.test.ts',
            'apps/web/test/**/*.test.ts',
          ],
        },
      },
      api('api-sqlite', 'sqlite', 1),
      api('api-pg', 'postgres', 2),
      api('api-pg-s3', 'postgres', 3, 's3'),
    ],
  },
});
