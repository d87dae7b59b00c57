import { defineConfig } from 'vitest/config';

/**
 * `npm run test:container`: builds the real Dockerfile with Podman and runs the image (and nginx
 * in front of it). Slow (a first build takes minutes), so not part of `npm test`; `.ci/run` runs
 * it after `npm test` when Podman can run containers.
 */
export default defineConfig({
  test: {
    include: ['scripts/container/**/*.container.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 1_800_000,
    fileParallelism: false,
  },
});
