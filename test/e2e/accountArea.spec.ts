import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';
import { pressUntil } from './screenStates.ts';

/**
 * spec: accounts 2.10 (the user area's navigation) and 2.11 (the header's avatar and user menu), on
 * desktop by keyboard and mouse, on TV by remote, and on mobile by touch, each signed in for real
 * against the reference back end.
 */
const press = (page: Page, action: Parameters<typeof pressRemote>[1]) => pressRemote(page, action, 'desktop');

/** A fresh account of the account provider (ottauth1): other tests change the demo passwords. */
async function newPaywallAccount(page: Page, name: string): Promise<string> {
  const email = `area-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await page.request.post('/providers/paywall/accounts', {
    form: {
      full_name: name,
      username: email,
      password: 'area12345',
      password_confirmation: 'area12345',
      client_id: 'reference-paywall',
      'metadata[terms]': 'true',
    },
  });
  expect(created.ok()).toBe(true);
  return email;
}

/** A fresh account of the subscription provider (ottsvod1). */
async function newSubscriptionAccount(page: Page, name: string): Promise<string> {
  const email = `area-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const [firstName = '', lastName = ''] = name.split(' ');
  const created = await page.request.post('/providers/subscription/customers', {
    data: { email, password: 'area12345', firstName, lastName, publisherId: 'reference-subscriptions' },
  });
  expect(created.ok()).toBe(true);
  return email;
}

test.describe('desktop at 1920x1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('sign in from the header, the avatar menu, the user area by keys and mouse, sign out', async ({
    page,
  }) => {
    const email = await newPaywallAccount(page, 'Dana Desk');
    await page.goto('/?device=desktop&app-config=ottauth1');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Sign in' }).click();
    const login = page.getByRole('dialog', { name: 'Sign in' });
    await expect(login).toBeVisible();
    // Password managers fill by these (issue 14, desktop).
    await expect(login.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username');
    await expect(login.getByLabel('Password', { exact: true })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await login.getByLabel('E-mail').click();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('area12345');
    // Enter submits.
    await page.keyboard.press('Enter');
    await expect(login).toBeHidden();
    // spec: accounts 4.3 — the toast, read out by the live region, focus left where it was.
    await expect(page.locator('.toasts').getByText('You are signed in')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/desktop-sign-in-toast.png` });

    // Signed in: the avatar replaces Sign in and Sign up.
    await expect(header.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    const avatar = header.getByRole('button', { name: 'Account menu' });
    await avatar.click();
    const menu = page.getByRole('menu', { name: 'Account menu' });
    await expect(menu).toContainText('Dana');
    await expect(menu.getByRole('menuitem')).toHaveText(['Account', 'Payments', 'Sign out']);
    await expect.poll(() => focusedKey(page)).toBe('user-menu-account');
    expect(await axeViolations(page), 'with the user menu open').toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/desktop-user-menu.png` });
    // Escape closes it and gives focus back to the avatar; Enter opens it again, Enter chooses.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect.poll(() => focusedKey(page)).toBe('header-user');
    await press(page, 'enter');
    await expect.poll(() => focusedKey(page)).toBe('user-menu-account');
    await press(page, 'enter');
    await expect(page).toHaveURL(/\/u\/my-account$/);

    // The user area: its navigation beside the account page, in the spec's order, with the version.
    const area = page.getByRole('navigation', { name: 'Your account' });
    await expect(area.getByRole('link')).toHaveText([
      'Account',
      'Payments',
      'Export data',
      'Terms of use',
      'Privacy policy',
      'Settings',
      'Sign out',
    ]);
    await expect(area.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    await expect(area).toContainText(/Version \d+\.\d+\.\d+/);
    await expect(page.getByText('Dana Desk')).toBeVisible();
    expect(await axeViolations(page), 'on the account page').toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/desktop-account-area.png` });

    // Settings by mouse, inside the area; export data opens its modal over the page.
    await area.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/u\/settings$/);
    await expect(area.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await area.getByRole('link', { name: 'Export data' }).click();
    await expect(page.getByRole('dialog', { name: 'Export data' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // An unknown user-area path is the account page.
    await page.goto('/u/nowhere?device=desktop&app-config=ottauth1');
    await expect(page).toHaveURL(/\/u\/my-account$/);
    await expect(page.getByText('Dana Desk')).toBeVisible();

    // Sign out from the user menu: its confirmation, then home with Sign in again.
    await header.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/u\/signout$/);
    await page.getByRole('button', { name: 'Yes, sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();

    // Signed out, a guest's settings still open (without the area's navigation: the reading a guest
    // expects of 2.10's redirect); the account page sends the guest home.
    await page.goto('/u/settings?device=desktop&app-config=ottauth1');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Your account' })).toHaveCount(0);
    await page.goto('/u/my-account?device=desktop&app-config=ottauth1');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('desktop, the start button follows the signed-in viewer (spec: browsing 4)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('AUTHVOD: a guest signs up first, even for an item to buy; signed in, the item plays', async ({
    page,
  }) => {
    const email = await newPaywallAccount(page, 'Ava Vod');
    await page.goto('/m/m005demo?device=desktop&app-config=ottauth1');
    await page.getByRole('button', { name: 'Buy to start watching' }).click();
    await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
    await page.goto('/m/m004demo?device=desktop&app-config=ottauth1');
    await page.getByRole('button', { name: 'Sign up to start watching' }).click();
    await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    const login = page.getByRole('dialog', { name: 'Sign in' });
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('area12345');
    await login.getByLabel('Password', { exact: true }).press('Enter');
    await expect(login).toBeHidden();
    await page.goto('/m/m004demo?device=desktop&app-config=ottauth1');
    await page.getByRole('button', { name: 'Start watching' }).click();
    await expect(page).toHaveURL(/play=1/);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 15_000 })
      .toBeGreaterThan(0);
  });
});

test.describe('desktop, subscription provider', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the e-mail changes by keyboard, confirmed by the password; the new address signs in', async ({
    page,
  }) => {
    const email = await newSubscriptionAccount(page, 'Em Mover');
    await page.goto('/?device=desktop&app-config=ottsvod1&u=login');
    const login = page.getByRole('dialog', { name: 'Sign in' });
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('area12345');
    await login.getByLabel('Password', { exact: true }).press('Enter');
    await expect(login).toBeHidden();
    await page.goto('/u/my-account?device=desktop&app-config=ottsvod1');

    const section = page.getByRole('region', { name: 'E-mail' });
    await section.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => focusedKey(page)).toBe('email-new');
    const moved = `moved-${Date.now()}@example.com`;
    await page.keyboard.press('Control+A');
    await page.keyboard.type(moved);
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedKey(page)).toBe('email-password');
    // Tab takes the spatial focus along: one ring, on the field the caret is in.
    await expect(page.locator('.is-focused')).toHaveCount(1);
    await expect(page.locator('.is-focused')).toHaveAttribute('data-focus-key', 'email-password');
    await page.keyboard.type('wrong-pass1');
    await page.keyboard.press('Enter');
    await expect(section.getByText('The password is not correct')).toBeVisible();
    await expect(section.getByLabel('Password to confirm', { exact: true })).toHaveValue('');
    await expect(section.getByLabel('New e-mail')).toHaveValue(moved);
    await page.screenshot({ path: `${screenshotDir}/desktop-email-change.png` });
    await section.getByLabel('Password to confirm', { exact: true }).fill('area12345');
    await section.getByLabel('Password to confirm', { exact: true }).press('Enter');
    await expect(section.getByText(moved)).toBeVisible();
    await expect.poll(() => focusedKey(page)).toBe('email-edit');

    const signIn = await page.request.post('/providers/subscription/auths', {
      data: { email: moved, password: 'area12345', publisherId: 'reference-subscriptions' },
    });
    expect(signIn.ok()).toBe(true);
  });
});

test.describe('TV at 1920x1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the user area by remote: Left reaches its navigation, then the side menu', async ({ page }) => {
    const email = await newPaywallAccount(page, 'Tom Vee');
    await page.goto('/?device=tizen&app-config=ottauth1&u=login&method=email');
    await expect.poll(() => focusedKey(page)).toBe('login-email');
    await page.keyboard.type(email);
    await pressRemote(page, 'down');
    await page.keyboard.type('area12345');
    await pressUntil(page, 'down', 'login-submit');
    await pressRemote(page, 'enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/u/my-account?device=tizen&app-config=ottauth1');
    await expect.poll(() => focusedKey(page)).toBe('about-edit');
    await pressRemote(page, 'left');
    // The area's navigation takes focus on its active entry.
    await expect.poll(() => focusedKey(page)).toBe('area-account');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/tv-account-area.png` });
    await pressUntil(page, 'down', 'area-settings');
    await pressRemote(page, 'enter');
    await expect(page).toHaveURL(/\/u\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await pressUntil(page, 'left', /^nav-/);
  });
});

test.describe('mobile at 390x844, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const { config, newAccount } of [
    { config: 'ottauth1', newAccount: newPaywallAccount },
    { config: 'ottsvod1', newAccount: newSubscriptionAccount },
  ])
    test(`${config}: sign in from the sidebar, the account page without the area navigation, sign out`, async ({
      page,
    }) => {
      const email = await newAccount(page, 'Mo Bile');
      await page.goto(`/?device=desktop&app-config=${config}`);
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign in' }).tap();
      const login = page.getByRole('dialog', { name: 'Sign in' });
      const emailField = login.getByLabel('E-mail');
      // The e-mail keyboard, and text of at least 16 px so that the phone does not zoom on focus.
      await expect(emailField).toHaveAttribute('type', 'email');
      expect(
        await emailField.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
      ).toBeGreaterThanOrEqual(16);
      await emailField.tap();
      await emailField.fill(email);
      await login.getByLabel('Password', { exact: true }).tap();
      await login.getByLabel('Password', { exact: true }).fill('area12345');
      await login.getByRole('button', { name: 'Sign in', exact: true }).tap();
      await expect(login).toBeHidden();

      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
      // Both integrations sell access (spec: payments 6): the menu offers the payments page too.
      await expect(
        page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Payments' }),
      ).toBeVisible();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Account' }).tap();
      await expect(page).toHaveURL(/\/u\/my-account$/);
      await expect(page.getByText('Mo Bile')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Your account' })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${screenshotDir}/mobile-account-${config}.png` });
      // The button is below the fold: one run in about five, Chromium took the tap that followed the
      // scroll for the end of that scroll and made no click of it (as a phone does); a viewer taps again.
      await expect(async () => {
        await page.getByRole('button', { name: 'Sign out' }).tap();
        await expect(page).toHaveURL(/\/u\/signout$/, { timeout: 1000 });
      }).toPass();
      await page.getByRole('button', { name: 'Yes, sign out' }).tap();
      await expect(page).toHaveURL(/\/$/);
    });
});
