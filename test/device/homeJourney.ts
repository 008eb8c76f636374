/**
 * The Home journey through WebDriver (WebdriverIO over chromedriver), so the same journey can later
 * run against a TV's own WebDriver endpoint. It uses the Android TV profile, whose Back (Escape) a
 * WebDriver key action can send; vendor codes such as Tizen's 10009 are covered by the Playwright
 * journeys through the DevTools protocol.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { remote } from 'webdriverio';
import { serverSettingsSchema } from '../../server/serverSettings.ts';
import { startServer } from '../../server/startServer.ts';
import { chromiumArgs, chromiumPath } from '../support/browserLaunch.ts';

const chromedriverPath = process.env.CHROMEDRIVER_PATH ?? '/usr/bin/chromedriver';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (accept(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}; last value: ${JSON.stringify(last)}`);
}

async function startChromedriver(port: number): Promise<ChildProcess> {
  const driver = spawn(chromedriverPath, [`--port=${port}`], { stdio: 'ignore' });
  await waitFor(
    'chromedriver',
    () =>
      fetch(`http://127.0.0.1:${port}/status`).then(
        (response) => response.ok,
        () => false,
      ),
    Boolean,
  );
  return driver;
}

let passed = 0;
let failed = 0;
async function step(name: string, work: () => Promise<void>) {
  try {
    await work();
    passed += 1;
    console.log(`  ✓ ${name}`);
  } catch (error) {
    failed += 1;
    console.log(`  ✗ ${name}\n    ${(error as Error).message}`);
    throw error;
  }
}

const server = await startServer(
  serverSettingsSchema.parse({
    PORT: '0',
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
  }),
);
const driverPort = await freePort();
const driver = await startChromedriver(driverPort);
const browser = await remote({
  hostname: '127.0.0.1',
  port: driverPort,
  path: '/',
  logLevel: 'warn',
  capabilities: {
    browserName: 'chrome',
    'goog:chromeOptions': {
      binary: chromiumPath,
      args: [...chromiumArgs, '--headless=new', '--window-size=1920,1080'],
    },
  },
});

const focusedKey = () =>
  browser.execute(() => document.activeElement?.getAttribute('data-focus-key') ?? null) as Promise<
    string | null
  >;

console.log('Home journey over WebDriver (androidtv profile)');
try {
  await step('The cookie consent takes focus first, and OK accepts it', async () => {
    await browser.url(`${server.url}/?device=androidtv`);
    await waitFor('the consent button', focusedKey, (key) => key === 'cookie-accept');
    await browser.keys('Enter');
  });
  await step('Home shows with the first card focused', async () => {
    await waitFor('first card focus', focusedKey, (key) => key === 'card-0-m001demo');
  });
  await step('Right moves along the shelf', async () => {
    await browser.keys('ArrowRight');
    await waitFor('second card', focusedKey, (key) => key === 'card-0-m002demo');
  });
  let chosen: string | null = null;
  await step('Down moves to the next shelf', async () => {
    await browser.keys('ArrowDown');
    chosen = await waitFor('a card of the next shelf', focusedKey, (key) =>
      Boolean(key?.startsWith('card-2-')),
    );
  });
  await step('OK opens the card', async () => {
    await browser.keys('Enter');
    await waitFor(
      'the media page',
      () => browser.getUrl(),
      (url) => /\/m\/m\d{3}demo\//.test(url),
    );
    await waitFor('its Back button focused', focusedKey, (key) => key === 'detail-start');
  });
  await step('Back returns to Home with the same card focused', async () => {
    await browser.keys('Escape');
    await waitFor(
      'Home',
      () => browser.getUrl(),
      (url) => /\/\?device=androidtv$/.test(url),
    );
    await waitFor('the card that was opened', focusedKey, (key) => key === chosen);
  });
} catch {
  // Reported by step(); the summary and exit code below tell the runner.
} finally {
  await browser.deleteSession();
  driver.kill();
  await server.close();
}
console.log(`${passed} passed, ${failed} failed`);
// Same counts as Vitest's JSON report, for scripts/summarizeTests.ts.
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/device.json', JSON.stringify({ numPassedTests: passed, numFailedTests: failed }));
process.exit(failed > 0 ? 1 : 0);
