import { defineConfig } from 'vitest/config';

/** `npm run test:chaos`: the slow failure tests (crash, outside services), not part of `npm test`. */
export default defineConfig({
  test: {
    include: ['src/server/chaos/**/*.chaos.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    env: { DB_KIND: 'pglite' },
  },
});
