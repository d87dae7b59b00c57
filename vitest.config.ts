import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!withPostgres) {
  console.log('\n[vitest] PostgreSQL pass SKIPPED: TEST_DATABASE_URL is not set (integration tests ran on PGlite only).\n');
}

const integration = ['src/**/*.int.test.ts'];
/**
 * The integration files share their worker's modules (`isolate: false`): each file builds its own
 * app over its own database (src/server/testing), so nothing a test sees is shared, but the server's
 * module graph is imported and PGlite's WebAssembly and migrated template are made once per worker
 * instead of once per file (that setup was most of each small file's time). Integration tests
 * must not use vi.mock, fake timers or process.env changes (they would leak into the next file).
 */
const integrationOptions = { include: integration, environment: 'node', isolate: false } as const;

export default defineConfig({
  test: {
    // The usual report, then the ten slowest tests and files (scripts/testing/vitest-slowest.ts).
    reporters: ['default', './scripts/testing/vitest-slowest.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: integration,
          environment: 'node',
        },
      },
      {
        extends: true as const,
        test: {
          name: 'integration:pglite',
          ...integrationOptions,
          env: { DB_KIND: 'pglite' },
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'integration:postgres',
                ...integrationOptions,
                env: { DB_KIND: 'postgres' },
                globalSetup: ['src/server/testing/pg-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
