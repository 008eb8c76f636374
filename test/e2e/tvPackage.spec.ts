import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { PACKAGED_BUILD, packagedAppFiles } from '../../platform/package/packagedApp.ts';
import { tizenConfigXml, tizenWidget } from '../../platform/package/tizenPackage.ts';
import { chromiumArgs, chromiumPath } from '../support/browserLaunch.ts';
import { freePort, startOwnServer, stopOwnServer } from './ownServer.ts';
import { newPaywallAccount, phoneSignedIn, scanQr } from './phonePairing.ts';
import { backOutOfPlayer, focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 20: the Tizen package, installed as a TV installs it (its files on disk), opened from file://
 * with the Tizen profile and walked by remote against the reference back end. The packaged build
 * (dist-tv) is made by scripts/test-all.sh; the test packs it as `npm run package:tizen` does, with this
 * server as the content host, and unpacks the .wgt.
 * Chromium is started with --allow-file-access-from-files: a TV's web runtime lets an installed app read
 * its own files (its .webapp.ini), which a desktop browser refuses a file:// page by default.
 */
test.describe.configure({ timeout: 120_000 });

test.use({
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--allow-file-access-from-files'] },
});

function installedTizenApp(contentHost: string): string {
  const files = packagedAppFiles(PACKAGED_BUILD, contentHost);
  const template = '<widget xmlns="http://www.w3.org/ns/widgets" id="x" version="0.0.0">\n</widget>\n';
  const widget = tizenWidget(
    files,
    tizenConfigXml(template, { version: '1.0.0', icon: 'icons/icon-512.png', accessOrigins: [contentHost] }),
  );
  const installed = mkdtempSync(join(tmpdir(), 'tizen-app-'));
  for (const [path, bytes] of Object.entries(unzipSync(widget))) {
    mkdirSync(dirname(join(installed, path)), { recursive: true });
    writeFileSync(join(installed, path), bytes);
  }
  return installed;
}

test('the Tizen package starts from its files, walks Home by remote, opens a title and plays it', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const contentHost = new URL(baseURL).origin;
  const app = installedTizenApp(contentHost);
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await page.goto(`file://${app}/index.html?device=tizen`);
  // The legacy build (the only one a file:// page can run) with its content from the content host.
  expect(await page.evaluate(() => typeof (window as { System?: unknown }).System)).toBe('object');
  await expect.poll(() => focusedKey(page), { timeout: 30_000 }).toBe('cookie-accept');
  await pressRemote(page, 'enter');
  await expect.poll(() => focusedKey(page), { timeout: 30_000 }).toMatch(/^card-0-/);
  const firstImage = page.locator('.card img').first();
  await expect(firstImage).toHaveAttribute('src', new RegExp(`^${contentHost}/v2/media/`));
  await expect
    .poll(() => firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await page.screenshot({ path: `${screenshotDir}/tv-package-home.png` });

  const first = await focusedKey(page);
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).not.toBe(first);
  expect(await focusedKey(page)).toMatch(/^card-0-/);
  await pressRemote(page, 'down');
  await pressRemote(page, 'down');
  const card = await focusedKey(page);
  expect(card).toMatch(/^card-\d+-/);
  await pressRemote(page, 'enter');
  // The screen's path goes in the fragment: there is no server to answer /m/… with the page.
  await expect.poll(() => page.evaluate(() => window.location.hash)).toMatch(/^#\/m\//);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'enter');
  const video = page.locator('.player__video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(1);
  await page.screenshot({ path: `${screenshotDir}/tv-package-playing.png` });

  await backOutOfPlayer(page);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'back');
  await expect.poll(() => focusedKey(page)).toBe(card);
  // Back on Home climbs to the first row, then the menu, then asks to exit, as on the web build: the
  // Home check reads the path from the fragment.
  await pressRemote(page, 'back');
  await expect.poll(() => focusedKey(page)).toMatch(/^card-0-/);
  await pressRemote(page, 'back');
  await expect.poll(() => focusedKey(page)).toBe('nav-home');
  await pressRemote(page, 'back');
  const exit = page.getByRole('dialog', { name: 'Exit the app?' });
  await expect(exit).toBeVisible();
  await pressRemote(page, 'back');
  await expect(exit).toBeHidden();

  // The consent is kept without cookies (a file:// page keeps none): a restart does not ask again.
  await page.reload();
  await expect.poll(() => focusedKey(page), { timeout: 30_000 }).toMatch(/^card-/);
  expect(failures).toEqual([]);
});

test('the Tizen package signs in by phone: the QR leads to the content host, the TV is signed in', async ({
  page,
  browser,
}) => {
  // A server of its own: code entries are limited per address (20 in 5 minutes), and the shared server
  // counts every pairing journey of the suite, all from this machine.
  const port = await freePort();
  const server = await startOwnServer(port);
  try {
    const contentHost = `http://localhost:${port}`;
    const app = installedTizenApp(contentHost);
    await page.goto(`file://${app}/index.html?device=tizen&app-config=ottauth1#/?u=login`);
    await expect.poll(() => focusedKey(page), { timeout: 30_000 }).toBe('cookie-accept');
    await pressRemote(page, 'enter');
    await expect(page.getByRole('dialog', { name: 'Sign in with your phone' })).toBeVisible();
    const code = (await page.locator('.tv-pairing__code > [aria-hidden="true"]').textContent())?.replace(
      ' ',
      '',
    );
    const url = await scanQr(page);
    // The phone opens the web app on the content host: the TV's own page is a file.
    expect(url).toBe(`${contentHost}/activate?code=${code}&app-config=ottauth1`);
    const phone = await phoneSignedIn(
      browser,
      url,
      await newPaywallAccount(page.request, { server: contentHost }),
    );
    await phone.getByRole('button', { name: 'Yes, sign in the TV' }).tap();
    await expect(page.getByText(/^Signed in as /)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('.side-menu').getByRole('link', { name: 'Account' })).toBeAttached();
    await page.screenshot({ path: `${screenshotDir}/tv-package-signed-in.png` });
  } finally {
    await stopOwnServer(server);
  }
});

test('a package without a content host says so at start-up', async ({ page }) => {
  const app = installedTizenApp('http://localhost:9');
  writeFileSync(join(app, '.webapp.ini'), 'defaultConfigSource = ottdemo1\n');
  await page.goto(`file://${app}/index.html?device=tizen`);
  await expect(page.getByText(/contentHost is required in a TV package/)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${screenshotDir}/tv-package-no-content-host.png` });
});
