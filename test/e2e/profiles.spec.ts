import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 16 — viewer profiles on `ottprof1` (account provider, AUTHVOD, profiles on): who's watching
 * after sign-in, a PIN typed with the remote's number keys, each profile's own continue watching, and
 * creating, editing and deleting profiles, by remote at 1920x1080 and 1280x720, by mouse and by touch.
 */
const fresh = () => `profiles-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

interface Account {
  email: string;
  token: string;
}

/** A fresh account of the account provider (the demo ones are shared with other tests). */
async function newAccount(request: APIRequestContext, fullName = 'Rosa Remote'): Promise<Account> {
  const email = fresh();
  const created = await request.post('/providers/paywall/accounts', {
    form: {
      client_id: 'reference-paywall',
      full_name: fullName,
      username: email,
      password: 'demo1234',
      password_confirmation: 'demo1234',
      'metadata[terms]': 'true',
    },
  });
  expect(created.ok()).toBe(true);
  return { email, token: (await created.json()).access_token };
}

async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/providers/paywall${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Signs in with the e-mail form (the TV's phone sign-in has its own tests). */
async function signIn(page: Page, account: Account, query = '') {
  await page.goto(`/?app-config=ottprof1&u=login&method=email${query}`);
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('E-mail').fill(account.email);
  await login.getByLabel('Password', { exact: true }).fill('demo1234');
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('TV at 1920x1080, by remote', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test("sign in → who's watching → a PIN profile by the number keys → its own continue watching", async ({
    page,
    request,
  }) => {
    const account = await newAccount(request);
    // A PIN-protected profile with a title half watched, and one the account itself watched.
    const pat = await api(request, account.token, 'POST', '/v2/accounts/profiles', {
      name: 'Pat',
      adult: true,
      avatar_url: '/images/avatars/bear.svg',
      pin: '2468',
    });
    const entered = await api(request, account.token, 'POST', `/v2/accounts/profiles/${pat.id}/token`, {
      pin: '2468',
    });
    await api(request, entered.credentials.access_token, 'POST', '/v2/accounts/media/watch-history', {
      media_id: 'm003demo',
      progress: 0.4,
    });
    await api(request, account.token, 'POST', '/v2/accounts/media/watch-history', {
      media_id: 'm005demo',
      progress: 0.5,
    });

    await signIn(page, account, '&device=tizen');
    // spec: accounts 2.2 — signed in, no profile chosen, AUTHVOD: profile selection, outside the layout.
    await expect(page).toHaveURL(/\/u\/profiles$/);
    await expect(page.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
    await expect(page.locator('.side-menu')).toHaveCount(0);
    await expect.poll(() => focusedKey(page)).toMatch(/^profile-/);
    await expect(page.getByRole('button', { name: 'Pat, PIN protected' })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/tv-who-is-watching.png` });
    expect(await axeViolations(page)).toEqual([]);

    await pressRemote(page, 'right');
    await expect.poll(() => focusedKey(page)).toBe(`profile-${pat.id}`);
    await pressRemote(page, 'enter');
    const pad = page.getByRole('dialog', { name: 'Enter the PIN for Pat' });
    await expect(pad).toBeVisible();
    // The remote's number keys type the PIN; a wrong one says so and empties the boxes.
    await page.keyboard.type('1111');
    await expect(pad.getByRole('alert')).toHaveText('Wrong PIN. Please try again.');
    await expect(pad.getByRole('status')).toHaveAccessibleName('0 of 4 digits entered');
    await page.screenshot({ path: `${screenshotDir}/tv-pin-pad.png` });
    // Arrows and OK drive the pad too: the first digit by the pad, the rest by the number keys.
    await expect.poll(() => focusedKey(page)).toBe('pin-error');
    await pressRemote(page, 'down');
    await expect.poll(() => focusedKey(page)).toMatch(/^pin-/);
    await page.keyboard.type('2468');

    await expect(page).toHaveURL(/\/\?app-config=ottprof1|\/$/);
    await expect(page.locator('.side-menu')).toBeVisible();
    await expect(page.locator('.side-menu').getByRole('link', { name: 'Account' })).toBeVisible();
    const row = page.getByRole('region', { name: 'Continue Watching' });
    await expect(row.getByRole('link', { name: /City of Tides/ })).toBeVisible();
    await expect(row.getByRole('link', { name: /Salt and Stone/ })).toHaveCount(0);
    await page.screenshot({ path: `${screenshotDir}/tv-profile-home.png` });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ott.profile') ?? '{}'));
    expect(stored).toMatchObject({
      id: pat.id,
      name: 'Pat',
      adult: true,
      credentials: { access_token: expect.any(String) },
    });
  });
});
