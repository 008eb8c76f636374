import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './test/support/browserLaunch.ts';

const port = Number(process.env.E2E_PORT ?? 8181);

/**
 * End-to-end journeys in Debian's Chromium against one reference back end (built app, in-memory
 * database) shared by every test: the machines have 2 cores.
 */
export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1920, height: 1080 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    /*
     * A failure keeps its trace with DOM snapshots (what was focused, what each action saw) but without
     * the screencast: its JPEG frames cost about a tenth of the suite's time on these 2-core machines
     * (playerTracks and detailPages: 140 s with them, 125 s without, 108 s with no trace at all), and
     * the sessions' file viewer cannot show JPEG. Two workers were tried too: the suite is CPU-bound,
     * each test ran 2.6-3x slower and nothing was gained.
     */
    trace: { mode: 'retain-on-failure', screenshots: false },
    /*
     * The app's service worker (issue 20) would answer the page's asset and page requests itself, where
     * page.route cannot hold or fail them, and every fresh context would download the precache again.
     * test/e2e/pwa.spec.ts allows it.
     */
    serviceWorkers: 'block',
    // Journeys start with cookies accepted; test/e2e/consentAndOffline.spec.ts starts without.
    storageState: {
      cookies: [
        {
          name: 'ott-cookies',
          value: 'accepted',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    /*
     * TRUST_PROXY as behind a real proxy: a test that makes accounts through the API can give each its own
     * address (X-Forwarded-For), so the per-address sign-up limit (20 an hour) counts the browser's own
     * sign-ups only, as it would for viewers on different networks.
     */
    env: {
      PORT: String(port),
      PGLITE_DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      STATIC_DIR: 'dist',
      TRUST_PROXY: 'true',
    },
  },
});
