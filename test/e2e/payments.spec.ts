import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { payWithCard, press, signedInSubscriber as signedIn } from './paymentJourney.ts';
import { focusedKey, screenshotDir } from './remote.ts';
import { pressUntil } from './screenStates.ts';

/**
 * Issue 24 on desktop by keyboard, against the reference back end's subscription provider (ottsvod1) and
 * its local payment provider: choose an offer, a bad coupon, a declined card, 4242 to welcome and the
 * item playing; 3-D Secure Complete; a wallet approval.
 */
test.use({ viewport: { width: 1920, height: 1080 } });
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

test('3-D Secure failed: the provider page, Fail, back to the checkout with the reason', async ({ page }) => {
  await signedIn(page, '/m/m010demo');
  await chooseFirstOffer(page, /Buy to start watching/);
  await payWithCard(page, '4000002760003184');
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await page.getByRole('button', { name: 'Fail' }).press('Enter');
  const finalize = page.getByRole('dialog', { name: 'Payment failed' });
  await expect(finalize.getByText(/could not confirm the payment/)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => focusedKey(page)).toBe('finalize-back-to-checkout');
  expect(await axeViolations(page)).toEqual([]);
  await press(page, 'enter');
  await expect(page.getByRole('dialog', { name: 'Checkout' })).toBeVisible();
});

test('the wallet cancelled: payment-cancelled, and nothing was bought', async ({ page }) => {
  await signedIn(page, '/m/m005demo');
  await chooseFirstOffer(page, /Subscribe|Start watching|Buy/);
  await pressUntil(page, 'down', /^checkout-method-/);
  await pressUntil(page, 'right', 'checkout-method-wallet');
  await press(page, 'enter');
  await pressUntil(page, 'down', 'checkout-wallet');
  await press(page, 'enter');
  await expect(page).toHaveURL(/\/providers\/psp\/wallet\//);
  await page.getByRole('button', { name: 'Cancel' }).press('Enter');
  const cancelled = page.getByRole('dialog', { name: 'Payment cancelled' });
  await expect(cancelled.getByText('You have not been charged.')).toBeVisible();
  await press(page, 'enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Subscribe|Start watching|Buy/ })).toBeVisible();
});

/**
 * A viewer quick on the remote: OK on the start button while the session a previous visit left is still
 * being read (CI at 36f4541 hit this under load) waits for it, and opens the offers of the signed-in
 * viewer, not the sign-up a guest would get.
 */
test('an OK while the stored session is still read acts for the signed-in viewer', async ({ page }) => {
  await signedIn(page, '/m/m010demo');
  let release = () => {};
  const customerRead = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/customers\/[^/?]+$/, async (route) => {
    await customerRead;
    await route.continue();
  });
  await page.reload();
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await press(page, 'enter');
  // Held: no guest's sign-up meanwhile.
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Choose an offer' })).toBeVisible();
});

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the same checkout: a declined card, then 4242 to welcome', async ({ page }) => {
    await signedIn(page, '/m/m010demo', 'desktop', 'touch');
    await page.getByRole('button', { name: /Buy to start watching/ }).tap();
    const offers = page.getByRole('dialog', { name: 'Choose an offer' });
    await offers.getByRole('button', { name: 'Continue' }).tap();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await expect(checkout.getByText('€19.99').first()).toBeVisible();
    const frame = page.frameLocator('iframe');
    const pay = async (number: string) => {
      await frame.getByLabel('Name on the card').fill('Bea Buyer');
      await frame.getByLabel('Card number').fill(number);
      await frame.getByLabel(/Expiry/).fill('0330');
      await frame.getByLabel('Security code').fill('737');
      await frame.getByRole('button', { name: /^Pay/ }).tap();
    };
    await pay('4000000000000002');
    await expect(checkout.getByText('Your card was declined')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/phone-checkout-declined.png`, fullPage: true });
    await pay('4242424242424242');
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
  });
});
