import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { freePort, startOwnServer, stopOwnServer } from './ownServer.ts';
import { newPaywallAccount } from './phonePairing.ts';
import { screenshotDir } from './remote.ts';

/**
 * Issue 17 — real-time notifications with the account provider (`ottauth1`): the app subscribes over
 * MQTT on a WebSocket after sign-in; when the session limit (5) ends its session it signs out and says
 * why without a reload, while the account's other devices stay signed in; after the server is killed
 * and started again, the app reconnects and still hears it.
 */
const SIMULTANEOUS = 'You were signed out because your account is in use on too many devices.';

/** Another device signs in: a session of its own, which counts against the limit. */
async function signInElsewhere(request: APIRequestContext, email: string, origin = '') {
  const response = await request.post(`${origin}/providers/paywall/accounts/authenticate`, {
    form: { client_id: 'reference-paywall', grant_type: 'password', username: email, password: 'demo1234' },
  });
  expect(response.ok()).toBe(true);
}

/** Resolves once the page's MQTT connection has its CONNACK and SUBACK (two frames from the broker). */
function subscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/mqtt')) return;
      let frames = 0;
      socket.on('framereceived', () => {
        frames += 1;
        if (frames === 2) resolve();
      });
    });
  });
}

async function signIn(page: Page, email: string, origin = '', query = '') {
  await page.goto(`${origin}/?app-config=ottauth1&u=login&method=email${query}`);
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('demo1234');
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(login).toHaveCount(0);
}

const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Account menu' });

test.use({ viewport: { width: 1366, height: 768 } });

test('six devices sign in with one account (limit 5): the first, a TV, is signed out and told why at once; the others stay', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await newPaywallAccount(request, { fullName: 'Nico Notify' });
  const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const others = await Promise.all(Array.from({ length: 5 }, () => browser.newPage()));
  try {
    const tvListening = subscribed(tv);
    await signIn(tv, email, '', '&device=tizen');
    await tvListening;
    await expect(tv.locator('.side-menu').getByRole('link', { name: 'Account' })).toBeVisible();
    for (const page of others) {
      const listening = subscribed(page);
      await signIn(page, email);
      await expect(accountMenu(page)).toBeVisible();
      await listening;
    }

    // The sixth sign-in ended the oldest session, the TV's: its sign-in screen says why, without a reload.
    await expect(tv.getByRole('dialog').getByText(SIMULTANEOUS)).toBeVisible();
    await expect(tv).toHaveURL(/u=login&message=simultaneous_logins/);
    await expect(tv.locator('.side-menu').getByRole('link', { name: 'Account' })).toHaveCount(0);
    expect(await tv.evaluate(() => localStorage.getItem('inplayer_iot'))).toBeNull();
    await tv.screenshot({ path: `${screenshotDir}/tv-signed-out-sessions-limit.png` });
    // The five others heard nothing and are still signed in.
    await others[0]?.waitForTimeout(1_500);
    for (const page of others) await expect(accountMenu(page)).toBeVisible();
  } finally {
    for (const page of [tv, ...others]) await page.close();
  }
});

test('the server is killed and started again: the app reconnects and still hears its sign-out', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-notify-'));
  let server = await startOwnServer(port, { dataDir });
  try {
    const email = await newPaywallAccount(request, { server: origin, fullName: 'Nico Notify' });
    const listening = subscribed(page);
    await signIn(page, email, origin);
    await listening;

    await stopOwnServer(server, 'SIGKILL');
    const reconnected = subscribed(page);
    server = await startOwnServer(port, { dataDir });
    await reconnected;

    for (let device = 2; device <= 6; device += 1) await signInElsewhere(request, email, origin);
    await expect(page.getByRole('dialog', { name: 'Sign in' }).getByText(SIMULTANEOUS)).toBeVisible();
  } finally {
    await stopOwnServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
