import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './e2e/harness/ports';

/** Browser tests in Debian's Chromium (never a downloaded browser) against e2e/harness/server.ts. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // A test that needs a retry is failing: none, on CI either.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The list, then the ten slowest tests (scripts/testing/playwright-slowest.ts).
  reporter: [['list'], ['./scripts/testing/playwright-slowest.ts']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    // The service worker is exercised in e2e/offline.spec.ts; elsewhere it would only add load.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  /**
   * `main` (`npm run test:e2e`, part of `npm test`): every test that must pass on every change,
   * each well under 15 s. `slow` (`npm run test:slow`, run by .ci/run after `npm test` while its
   * time allows): tests slow by nature, tagged `@slow` (12 MP photos redrawn in the page, …).
   */
  projects: [
    { name: 'main', grepInvert: /@slow/ },
    { name: 'slow', grep: /@slow/, timeout: 90_000 },
  ],
  webServer: {
    command: 'npx tsx e2e/harness/server.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
