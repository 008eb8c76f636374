import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/browserLaunch.ts';
import { freePort, startOwnServer, stopOwnServer } from './ownServer.ts';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 20; spec: browsing 1, 9 — the app as a progressive web app: installable, its service worker
 * keeps no API answer or media, a new build served while the app is open reloads it once at the next
 * navigation, and a second visit with the back end down starts from the cache and says it is offline.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the app's service worker controls the page (registered once the first screen is idle). */
async function controlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 20_000 })
    .toMatch(/\/sw\.js$/);
}

/** Every address the page's caches hold, by cache. */
function cachedAddresses(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      byCache[name] = (await cache.keys()).map(
        (request) => new URL(request.url).pathname + new URL(request.url).search,
      );
    }
    return byCache;
  });
}

test('the app meets the install criteria and its caches hold the app, never API answers or media', async ({
  baseURL,
}) => {
  test.setTimeout(60_000);
  // Chromium offers no install in a private window, which every test context is: this one has a profile.
  const profile = mkdtempSync(join(tmpdir(), 'ott-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    viewport: { width: 1920, height: 1080 },
    serviceWorkers: 'allow',
  });
  try {
    await context.addCookies([{ name: 'ott-cookies', value: 'accepted', url: baseURL ?? '' }]);
    const page = context.pages()[0] ?? (await context.newPage());
    await installableAndCaching(page, baseURL ?? '');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installableAndCaching(page: Page, origin: string) {
  await page.goto(`${origin}/?device=tizen`);
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  await controlled(page);
  const session = await page.context().newCDPSession(page);
  const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { url, data } = await session.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(JSON.parse(data ?? '{}')).toMatchObject({ name: 'Open OTT', display: 'standalone', start_url: '/' });

  // Browse on: a detail page's chunks and artwork go through the worker.
  await pressRemote(page, 'enter');
  await expect(page.locator('h1')).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  const byCache = await cachedAddresses(page);
  const names = Object.keys(byCache);
  const precache = names.find((name) => name.startsWith('workbox-precache'));
  expect(precache, `caches: ${names.join(', ')}`).toBeDefined();
  expect(byCache[precache ?? '']).toEqual(expect.arrayContaining([expect.stringMatching(/^\/index\.html/)]));
  expect(byCache['app-assets']?.length ?? 0, 'chunks cached as they are first used').toBeGreaterThan(0);
  for (const [name, addresses] of Object.entries(byCache)) {
    for (const address of addresses) {
      expect(address, `${name} holds ${address}`).not.toMatch(
        /\.webapp\.ini|\.m3u8|\.mpd|\.ts$|\.m4s|token=|\/drm\//,
      );
      if (name !== 'images')
        expect(address, `${name} holds ${address}`).not.toMatch(/^\/(v1|v2|apps|media)\//);
    }
  }
}

test('a new build served while the app is open reloads it once, at the next navigation', async ({ page }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const build = mkdtempSync(join(tmpdir(), 'ott-pwa-'));
  cpSync('dist', build, { recursive: true });
  const server = await startOwnServer(port, { staticDir: build });
  try {
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.goto(`http://localhost:${port}/?device=tizen`);
    await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
    await controlled(page);
    await page.evaluate(() => {
      (window as Window & { before?: boolean }).before = true;
    });

    // The next build: another worker. The page asks for it as its hourly check does.
    const worker = join(build, 'sw.js');
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// next build\n`);
    await page.evaluate(async () => {
      const changed = new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve),
      );
      await (await navigator.serviceWorker.getRegistration())?.update();
      await changed;
    });
    // Taken over, but the viewer is not interrupted: same page, same focus.
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as Window & { before?: boolean }).before)).toBe(true);
    expect(await focusedKey(page)).toBe('card-0-m001demo');

    // The reload is watched by its load event: a script run in the page could be cut by it.
    await pressRemote(page, 'enter');
    await expect.poll(() => loads.length, { timeout: 15_000 }).toBe(2);
    await expect(page).toHaveURL(/\/m\/m001demo\//);
    expect(await page.evaluate(() => (window as Window & { before?: boolean }).before)).toBeUndefined();
    await expect(page.locator('h1')).toBeVisible();
    await expect.poll(() => focusedKey(page)).toBe('detail-start');
    await page.waitForTimeout(3_000);
    expect(loads, 'one reload, no loop').toHaveLength(2);
    await page.screenshot({ path: `${screenshotDir}/pwa-after-update.png` });
  } finally {
    await stopOwnServer(server);
    rmSync(build, { recursive: true, force: true });
  }
});

test('a second visit with the back end down starts from the cache and shows the offline screen with Retry', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  let server = await startOwnServer(port);
  try {
    await page.goto(`${origin}/?device=tizen`);
    await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
    await controlled(page);
    await page.evaluate(() => navigator.serviceWorker.ready);

    await stopOwnServer(server);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No network connection' })).toBeVisible();
    await expect(page.getByText('Please check your internet connection and try again.')).toBeVisible();
    await expect.poll(() => focusedKey(page)).toMatch(/startup-error/);
    await page.screenshot({ path: `${screenshotDir}/pwa-offline-start.png` });

    server = await startOwnServer(port);
    await pressRemote(page, 'enter');
    await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
    await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  } finally {
    await stopOwnServer(server);
  }
});
