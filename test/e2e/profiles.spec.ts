import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { createPaywallAccount, type PaywallAccount } from './phonePairing.ts';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';
import { pressUntil, storeLanguage } from './screenStates.ts';

/**
 * Issue 16 — viewer profiles on `ottprof1` (account provider, AUTHVOD, profiles on): who's watching
 * after sign-in, a PIN typed with the remote's number keys, each profile's own continue watching, and
 * creating, editing and deleting profiles, by remote at 1920x1080 and 1280x720, by mouse and by touch.
 */
/** A fresh account of the account provider (the demo ones are shared with other tests). */
const newAccount = (request: APIRequestContext, fullName = 'Rosa Remote') =>
  createPaywallAccount(request, { fullName });

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
async function signIn(page: Page, account: PaywallAccount, query = '') {
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

test.describe('TV at 1280x720, by remote', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('add a kids profile by remote, watch now: the catalogue leaves out the titles for grown-ups', async ({
    page,
    request,
  }) => {
    const account = await newAccount(request);
    await signIn(page, account, '&device=tizen');
    await expect(page.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
    await pressUntil(page, 'right', 'profiles-add');
    await pressRemote(page, 'enter');
    await expect(page.getByRole('heading', { name: 'Add a profile' })).toBeVisible();
    await expect.poll(() => focusedKey(page)).toBe('profile-name');
    // Saved without a name: the rule says so on the field.
    await pressUntil(page, 'down', 'profile-save');
    await pressRemote(page, 'enter');
    await expect(page.getByText('Please enter a name')).toBeVisible();
    // The form's message takes focus (read out), and Down leads back into the form.
    await pressUntil(page, 'down', 'profile-name');
    await page.keyboard.type('Little One');
    await pressUntil(page, 'down', /^profile-(adult|kids)$/);
    await pressUntil(page, 'right', 'profile-kids');
    await pressRemote(page, 'enter');
    await expect(page.getByRole('button', { name: 'Kids' })).toHaveAttribute('aria-pressed', 'true');
    await pressUntil(page, 'down', /^avatar-/);
    await pressUntil(page, 'right', 'avatar-Frog', 12);
    await pressRemote(page, 'enter');
    await expect(page.getByRole('button', { name: 'Avatar Frog' })).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: `${screenshotDir}/tv720-profile-form.png` });
    expect(await axeViolations(page)).toEqual([]);
    await pressUntil(page, 'down', 'profile-save');
    await pressRemote(page, 'enter');

    const created = page.getByRole('dialog', { name: 'Profile created' });
    await expect(created).toContainText('Little One is ready to watch.');
    await expect.poll(() => focusedKey(page)).toBe('profile-watch-now');
    await pressRemote(page, 'enter');
    await expect(page.locator('.side-menu')).toBeVisible();
    // The dramas (tagged 'mature') are not listed for a kids profile; the family titles are.
    await expect.poll(() => focusedKey(page)).toMatch(/^card-/);
    await expect(page.getByRole('link', { name: /Paper Moons/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Northern Lights/ })).toHaveCount(0);
    // Focus rests on a card that stays (the rows came fresh for this profile, not refetched under it).
    await page.waitForTimeout(500);
    await expect.poll(() => focusedKey(page)).toMatch(/^card-/);
    await page.screenshot({ path: `${screenshotDir}/tv720-kids-home.png` });
    // A kids profile cannot manage profiles: who's watching offers no 'Manage profiles'.
    await page.goto('/u/profiles?app-config=ottprof1&device=tizen');
    await expect(page.getByRole('button', { name: 'Little One, Kids' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage profiles' })).toHaveCount(0);
    // Focus starts on the profile the TV is in; OK goes back into it.
    await expect(page.getByRole('button', { name: 'Little One, Kids' })).toBeFocused();
    // A grown-up title reached by its address says it is not for this profile, and leads to another.
    await pressRemote(page, 'enter');
    await expect(page.locator('.side-menu')).toBeVisible();
    await page.goto('/m/m001demo/northern-lights?app-config=ottprof1&device=tizen');
    await expect(page.getByRole('heading', { name: 'Not available in this profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Start watching/ })).toHaveCount(0);
    await expect.poll(() => focusedKey(page)).toMatch(/action$/);
    await page.screenshot({ path: `${screenshotDir}/tv720-kids-not-for-this-profile.png` });
    await pressRemote(page, 'enter');
    await expect(page.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
  });
});

test.describe('desktop at 1366x768, by mouse', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('four profiles: no fifth is offered; delete one in manage mode; switch from the user menu', async ({
    page,
    request,
  }) => {
    const account = await newAccount(request, 'Dora Desk');
    for (const name of ['Second', 'Third', 'Fourth'])
      await api(request, account.token, 'POST', '/v2/accounts/profiles', {
        name,
        adult: true,
        ...(name === 'Second' ? { pin: '1357' } : {}),
      });
    await signIn(page, account);
    await expect(page.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fourth' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add profile' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Manage profiles' }).click();
    await expect(page).toHaveURL(/\/u\/profiles\/edit$/);
    await page.getByRole('button', { name: 'Edit Third' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Third' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete profile' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Third?' });
    await expect(confirm).toBeVisible();
    await expect(page).toHaveURL(/action=delete-profile/);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.locator('.toasts').getByText('Profile deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/u\/profiles\/edit$/);
    await expect(page.getByRole('button', { name: 'Edit Third' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add profile' })).toBeVisible();
    // The default profile has no delete button, only why.
    await page.getByRole('button', { name: 'Edit Dora' }).click();
    await expect(page.getByText("This is the account's main profile: it cannot be deleted.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete profile' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    // Editing keeps a PIN unless asked to remove it.
    await page.getByRole('button', { name: 'Edit Second' }).click();
    await expect(page.getByLabel('PIN (4 digits; leave empty to keep it)')).toBeVisible();
    await page.getByRole('button', { name: 'Remove the PIN' }).click();
    await expect(page.getByLabel('PIN (4 digits; leave empty to keep it)')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/u\/profiles\/edit$/);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Second', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Dora' }).click();
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Switch profile')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Second' }).click();
    await expect
      .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('ott.profile') ?? '{}').name))
      .toBe('Second');
    await header.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Dora' })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/desktop-user-menu-profiles.png` });
  });
});

test.describe('mobile at 390x844, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("who's watching, in Spanish: a tap enters a profile", async ({ page, request }) => {
    const account = await newAccount(request, 'Marta Movil');
    await storeLanguage(page, 'es');
    await page.goto(`/?app-config=ottprof1&u=login&method=email`);
    const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await login.getByLabel('Correo electrónico').fill(account.email);
    await login.getByLabel('Contraseña', { exact: true }).fill('demo1234');
    await login.getByRole('button', { name: 'Iniciar sesión', exact: true }).tap();
    await expect(page.getByRole('heading', { name: '¿Quién está viendo?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Administrar perfiles' })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/mobile-who-is-watching-es.png` });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Marta' }).tap();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('ott.profile') ?? '{}').name))
      .toBe('Marta');
  });
});
