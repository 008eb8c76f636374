import { expect, test } from '@playwright/test';
import { screenshotDir } from './remote.ts';

/**
 * Issue 14, the third integration: the managed identity service with the custom back end (ottident),
 * on desktop by keyboard and mouse. Sign-up and sign-in happen on the service's hosted pages (OpenID
 * Connect, code with PKCE); a new account completes its profile in personal details (spec: accounts
 * 4.5); sign-out is the hosted sign-out.
 */
test.use({ viewport: { width: 1366, height: 768 } });

test('managed identity: sign up on the hosted page, personal details, a favourite kept, hosted sign-out and sign-in', async ({
  page,
}) => {
  const email = `hosted-${Date.now()}@example.com`;
  await page.goto('/m/m001demo/northern-lights?app-config=ottident');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Sign up' }).click();

  // The hosted sign-up page of the identity service, opened for sign-up.
  await expect(page).toHaveURL(/\/providers\/identity\/interaction\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Hosted');
  await page.getByLabel('Last name').fill('Viewer');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('weak');
  await page.getByLabel('Password').press('Enter');
  // The browser's own check (minlength) keeps a weak password from leaving the page.
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Password').fill('secret12');
  await page.screenshot({ path: `${screenshotDir}/identity-hosted-sign-up.png` });
  await page.getByRole('button', { name: 'Create account' }).click();

  // Back in the app: the account has no profile yet, so personal details come first.
  const details = page.getByRole('dialog', { name: 'About you' });
  await expect(details).toBeVisible();
  await expect(page).toHaveURL(/\/\?u=personal-details$/);
  await details.getByLabel('First name').fill('Hosted');
  await details.getByLabel('Last name').fill('Viewer');
  await details.getByLabel('Phone number').fill('+34 600 000 002');
  await page.screenshot({ path: `${screenshotDir}/identity-personal-details.png` });
  await details.getByRole('button', { name: 'Continue' }).click();

  // Signed in, back on the title where sign-up began.
  await expect(page).toHaveURL(/\/m\/m001demo\/northern-lights$/);
  await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ott.auth') ?? '{}'));
  expect(stored.email).toBe(email);

  // A favourite goes to the custom back end.
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect
    .poll(
      async () => {
        const token = await page.evaluate(() => JSON.parse(localStorage.getItem('ott.auth') ?? '{}').token);
        const answer = await page.request.get('/providers/custom/user/favorites', {
          headers: { authorization: `Bearer ${token}` },
        });
        return (await answer.json()).collection?.map((item: { media_id: string }) => item.media_id);
      },
      { timeout: 10_000 },
    )
    .toEqual(['m001demo']);

  // Hosted sign-out: the service asks, then returns to Home signed out.
  await header.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'Yes, sign me out' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/\/providers\/identity\/session\/end\/success|\/$/);
  await page.goto('/?app-config=ottident');
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ott.auth'))).toBeNull();

  // Signing in again: the profile exists, so straight back in, the favourite restored from the account.
  await page.goto('/favorites?app-config=ottident');
  await header.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('wrong123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong email/password combination')).toBeVisible();
  await page.getByLabel('Password').fill('secret12');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.locator('.toasts').getByText('You are signed in')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Northern Lights/ })).toBeVisible();
});

test('managed identity: Cancel on the hosted page comes back signed out, where it began', async ({
  page,
}) => {
  await page.goto('/favorites?app-config=ottident');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test.describe('mobile at 390x844, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('managed identity: sign in from the sidebar on the hosted page, the account page, hosted sign-out', async ({
    page,
  }) => {
    await page.goto('/?app-config=ottident');
    const openMenu = () => page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
    await openMenu();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign in' }).tap();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('E-mail').tap();
    await page.getByLabel('E-mail').fill('identity@example.com');
    await page.getByLabel('Password').tap();
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).tap();
    // The demo account may have no custom back-end profile yet: personal details come first then.
    const details = page.getByRole('dialog', { name: 'About you' });
    await expect(page).toHaveURL(/\/(\?u=personal-details)?$/);
    if (page.url().includes('personal-details')) {
      await details.getByLabel('First name').fill('Ida');
      await details.getByLabel('Last name').fill('Dent');
      await details.getByRole('button', { name: 'Continue' }).tap();
      await expect(details).toBeHidden();
    }

    await openMenu();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Account' }).tap();
    await expect(page).toHaveURL(/\/u\/my-account$/);
    await expect(page.getByText('identity@example.com')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/identity-mobile-account.png` });
    await expect(async () => {
      await page.getByRole('button', { name: 'Sign out' }).tap();
      await expect(page).toHaveURL(/\/u\/signout$/, { timeout: 1000 });
    }).toPass();
    await page.getByRole('button', { name: 'Yes' }).tap();
    await page.getByRole('button', { name: 'Yes, sign me out' }).tap();
    // The hosted sign-out returns to the app's home, signed out.
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ott.auth'))).toBeNull();
  });
});
