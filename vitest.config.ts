import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!withPostgres) {
  console.log('\n[vitest] PostgreSQL pass SKIPPED: TEST_DATABASE_URL is not set (integration tests ran on PGlite only).\n');
}

const integration = ['src/**/*.int.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: integration,
          environment: 'node',
        },
      },
      {
        extends: true as const,
        test: {
          name: 'integration:pglite',
          include: integration,
          environment: 'node',
          env: { DB_KIND: 'pglite' },
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'integration:postgres',
                include: integration,
                environment: 'node',
                env: { DB_KIND: 'postgres' },
                globalSetup: ['src/server/testing/pg-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
