import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';
import { pressUntil } from './screenStates.ts';

/**
 * Issue 24 on desktop by keyboard, against the reference back end's subscription provider (ottsvod1) and
 * its local payment provider: choose an offer, a bad coupon, a declined card, 4242 to welcome and the
 * item playing; 3-D Secure Complete; a wallet approval.
 */
test.use({ viewport: { width: 1920, height: 1080 } });
const press = (page: Page, action: Parameters<typeof pressRemote>[1]) => pressRemote(page, action, 'desktop');

let buyers = 0;

/** A fresh subscription-provider account, signed in through the login screen by keyboard. */
async function signedIn(page: Page, path: string) {
  const email = `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  // Its own address: sign-ups are limited per address, and the suite's other journeys sign up too.
  buyers += 1;
  const created = await page.request.post('/providers/subscription/customers', {
    headers: { 'x-forwarded-for': `198.51.100.${buyers}` },
    data: {
      email,
      password: 'buyer12345',
      firstName: 'Bea',
      lastName: 'Buyer',
      publisherId: 'reference-subscriptions',
    },
  });
  expect(created.ok()).toBe(true);
  await page.goto(`${path}?device=desktop&app-config=ottsvod1&u=login`);
  await expect.poll(() => focusedKey(page)).toBe('login-email');
  await page.keyboard.type(email);
  await press(page, 'down');
  await page.keyboard.type('buyer12345');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(`${path}?device=desktop&app-config=ottsvod1`);
}

/** From the detail page: the start button opens choose-offer; Continue with the preselected offer. */
async function chooseFirstOffer(page: Page, label: RegExp) {
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await expect(page.getByRole('button', { name: label })).toBeVisible();
  await press(page, 'enter');
  await expect(page.getByRole('dialog', { name: 'Choose an offer' })).toBeVisible();
  await pressUntil(page, 'down', 'choose-offer-continue');
  await press(page, 'enter');
  await expect(page.getByRole('dialog', { name: 'Checkout' })).toBeVisible();
}

/** The provider's card component (an iframe the checkout embeds): typed in, then its Pay. */
async function payWithCard(page: Page, number: string) {
  const frame = page.frameLocator('iframe');
  await frame.getByLabel('Name on the card').fill('Bea Buyer');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel(/Expiry/).fill('0330');
  await frame.getByLabel('Security code').fill('737');
  // Pay; 'Save card' when nothing is charged now (a free trial stores the card for later).
  await frame.getByRole('button', { name: /^(Pay|Save card)/ }).press('Enter');
}

test('a premier: a bad coupon, a declined card, then 4242 to welcome, and the film plays', async ({
  page,
}) => {
  await signedIn(page, '/m/m010demo');
  await chooseFirstOffer(page, /Buy to start watching/);
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  // spec: payments 4 — a premier item offers its own purchase only: no svod/tvod switch was shown.
  await expect(checkout.getByText('Premier: buy to own')).toBeVisible();
  await expect(checkout.getByText('€19.99').first()).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('checkout-coupon');
  await page.keyboard.type('NOPE');
  await page.keyboard.press('Enter');
  await expect(checkout.getByText(/coupon/i).filter({ hasText: /not valid/i })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${screenshotDir}/desktop-checkout-coupon.png` });

  await payWithCard(page, '4000000000000002');
  await expect(checkout.getByText('Your card was declined')).toBeVisible();
  await payWithCard(page, '4242424242424242');
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.toasts').getByText('Payment successful')).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('welcome-start');
  await press(page, 'enter');
  await expect(page).toHaveURL(/[?&]play=1/);
  await expect
    .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 20_000 })
    .toBeGreaterThan(0);
});

test('3-D Secure: the provider page, Complete, back through finalize to welcome', async ({ page }) => {
  await signedIn(page, '/m/m010demo');
  await chooseFirstOffer(page, /Buy to start watching/);
  await payWithCard(page, '4000002760003184');
  await expect(page).toHaveURL(/\/providers\/psp\/3ds\//);
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/u=(finalize-payment|welcome)/);
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible({ timeout: 20_000 });
});

test('the wallet: choose the yearly plan, approve on the wallet page, back to welcome', async ({ page }) => {
  await signedIn(page, '/m/m005demo');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await press(page, 'enter');
  await expect(page.getByRole('dialog', { name: 'Choose an offer' })).toBeVisible();
  await expect.poll(() => focusedKey(page)).toMatch(/^offer-/);
  await pressUntil(page, 'right', 'offer-S-YEARLY');
  await press(page, 'enter');
  await pressUntil(page, 'down', 'choose-offer-continue');
  await press(page, 'enter');
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByText('$99.99').first()).toBeVisible();
  await pressUntil(page, 'down', /^checkout-method-/);
  await pressUntil(page, 'right', 'checkout-method-wallet');
  await press(page, 'enter');
  await pressUntil(page, 'down', 'checkout-wallet');
  await page.screenshot({ path: `${screenshotDir}/desktop-checkout-wallet.png` });
  await press(page, 'enter');
  await expect(page).toHaveURL(/\/providers\/psp\/wallet\//);
  await page.getByRole('button', { name: 'Approve' }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible({ timeout: 25_000 });
});
