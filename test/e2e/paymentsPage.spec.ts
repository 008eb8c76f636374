import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import {
  payWithCard,
  press,
  signedInPaywallBuyer,
  signedInSubscriber,
  subscribedByApi,
} from './paymentJourney.ts';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';
import { pressUntil } from './screenStates.ts';

/**
 * Issue 24, the payments page and the plan modals, against the reference back end: on the subscription
 * provider (ottsvod1) by keyboard — a plan switch in the upgrade modal, cancel and renew; on the account
 * provider (ottauth1) — the inline plan change, the card edit, the history with receipts; and the page
 * by remote on a TV in Spanish.
 */
test.use({ viewport: { width: 1920, height: 1080 } });

/** From the detail page: choose-offer, its preselected offer, Continue, checkout. */
async function toCheckout(page: Page) {
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await press(page, 'enter');
  await expect(page.getByRole('dialog', { name: 'Choose an offer' })).toBeVisible();
  await pressUntil(page, 'down', 'choose-offer-continue');
  await press(page, 'enter');
  await expect(page.getByRole('dialog', { name: 'Checkout' })).toBeVisible();
}

/** The payments page by its menu entry (the user area's navigation). */
async function openPaymentsPage(page: Page, config: string) {
  await page.goto(`/u/my-account?device=desktop&app-config=${config}`);
  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await expect(page).toHaveURL(/\/u\/payments/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
}

test('subscription provider: subscribe, switch plan in the modal, cancel, renew', async ({ page }) => {
  await signedInSubscriber(page, '/m/m005demo');
  await toCheckout(page);
  await payWithCard(page, '4242424242424242');
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible({ timeout: 20_000 });

  await openPaymentsPage(page, 'ottsvod1');
  const subscription = page.getByRole('region', { name: 'My subscription' });
  await expect(subscription.getByText('Monthly', { exact: true })).toBeVisible();
  await expect(subscription.getByText('Active trial')).toBeVisible();
  await expect(subscription.getByText('$9.99/month')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Payment method' }).getByText('•••• •••• •••• 4242'),
  ).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('payments-change-plan');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${screenshotDir}/desktop-payments-page.png`, fullPage: true });

  // spec: payments 2 — the upgrade modal: the current plan labelled and not chosen, Continue says the direction.
  await press(page, 'enter');
  const upgrade = page.getByRole('dialog', { name: 'Change plan' });
  await expect(upgrade.getByText('Current plan')).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('offer-S-YEARLY');
  await expect(upgrade.getByRole('button', { name: 'Upgrade' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${screenshotDir}/desktop-upgrade-subscription.png` });
  await pressUntil(page, 'down', 'upgrade-continue');
  await press(page, 'enter');
  await expect(page.getByRole('dialog', { name: /Plan changed|Plan change scheduled/ })).toBeVisible();
  await press(page, 'enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(subscription.getByText('Yearly', { exact: true })).toBeVisible();

  // Cancel: a yes/no dialog; access stays until the date, and the renew link replaces the cancel link.
  await expect.poll(() => focusedKey(page)).toBe('payments-change-plan');
  await expect(subscription.getByText('$99.99/year')).toBeVisible();
  await pressUntil(page, 'right', 'payments-cancel');
  await press(page, 'enter');
  const unsubscribe = page.getByRole('dialog', { name: 'Cancel subscription' });
  await expect(unsubscribe.getByText(/keep watching until/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect.poll(() => focusedKey(page)).toBe('unsubscribe-confirm');
  await press(page, 'enter');
  await expect(page.locator('.toasts').getByText(/has been cancelled/)).toBeVisible();
  await expect(subscription.getByText('Cancelled')).toBeVisible();
  await expect(subscription.getByText(/Subscription expires on/)).toBeVisible();
  // The cancel link is gone: focus went to the renew link that replaced it, not to the menu.
  await expect.poll(() => focusedKey(page)).toBe('payments-renew');
  await press(page, 'enter');
  const renew = page.getByRole('dialog', { name: 'Renew subscription' });
  await expect(renew.getByText(/will renew on .* for \$99\.99/)).toBeVisible();
  await press(page, 'enter');
  await expect(page.locator('.toasts').getByText('Your subscription has been renewed.')).toBeVisible();
  await expect(subscription.getByText('Active', { exact: true })).toBeVisible();
  await expect(subscription.getByText(/Next billing date on/)).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/desktop-payments-renewed.png`, fullPage: true });
});

test('account provider: inline plan change, card edit, history and its receipt', async ({ page }) => {
  await signedInPaywallBuyer(page, '/m/m005demo');
  await toCheckout(page);
  // The app's own card form (the account provider takes the card directly).
  await pressUntil(page, 'down', 'card-holder');
  await page.keyboard.type('Bea Buyer');
  await press(page, 'down');
  await page.keyboard.type('4242424242424242');
  await press(page, 'down');
  await page.keyboard.type('0330');
  // Left and Right move the caret in a desktop field: Tab to the field beside it, as on any form.
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedKey(page)).toBe('card-cvc');
  await page.keyboard.type('737');
  await pressUntil(page, 'down', 'card-pay');
  await press(page, 'enter');
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible({ timeout: 20_000 });

  await openPaymentsPage(page, 'ottauth1');
  const subscription = page.getByRole('region', { name: 'My subscription' });
  await expect(subscription.getByText(/Active/).first()).toBeVisible();
  // spec: payments 4, Inline plan change — the list in place, the current plan chosen; Save stays off until another is.
  await pressUntil(page, 'down', 'payments-change-plan');
  await press(page, 'enter');
  const plans = page.getByRole('group', { name: 'Plans' });
  await expect(plans.getByText('Current plan')).toBeVisible();
  await expect(plans.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${screenshotDir}/desktop-payments-inline-plans.png`, fullPage: true });
  await expect.poll(() => focusedKey(page)).toBe('plan-S101');
  await pressUntil(page, 'down', 'plan-S102');
  await press(page, 'enter');
  await pressUntil(page, 'down', 'plan-save');
  await press(page, 'enter');
  await expect(subscription.getByText(/Your plan has been upgraded|Your plan changes on/)).toBeVisible();

  // The card edit, in place: a new card's last four on the page.
  const method = page.getByRole('region', { name: 'Payment method' });
  await expect(method.getByText('•••• •••• •••• 4242')).toBeVisible();
  await method.getByRole('button', { name: 'Edit card' }).click();
  await expect.poll(() => focusedKey(page)).toBe('edit-card-holder');
  await page.keyboard.type('Bea Buyer');
  await press(page, 'down');
  await page.keyboard.type('5555555555554444');
  await press(page, 'down');
  await page.keyboard.type('0431');
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedKey(page)).toBe('edit-card-cvc');
  await page.keyboard.type('123');
  await pressUntil(page, 'down', 'edit-card-pay');
  await press(page, 'enter');
  await expect(page.locator('.toasts').getByText('Your card details have been updated.')).toBeVisible();
  await expect(method.getByText('•••• •••• •••• 4444')).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('payments-edit-card');

  // Purchase history: the purchase, and its receipt as a PDF.
  const history = page.getByRole('region', { name: 'Purchase history' });
  await expect(history.getByRole('listitem').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await history
    .getByRole('button', { name: /^Receipt for/ })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/^receipt_.+\.pdf$/);

  // The card edit as its own modal (u=edit-card): Close and Save, axe-clean.
  await page.goto('/u/payments?device=desktop&app-config=ottauth1&u=edit-card');
  const edit = page.getByRole('dialog', { name: 'Edit card details' });
  await expect(edit.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('edit-card-holder');
  expect(await axeViolations(page)).toEqual([]);
});

test('the payments page by remote on a TV, in Spanish, with no subscription yet', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ott.language', 'es'));
  await signedInSubscriber(page, '/', 'tizen');
  await page.goto('/u/payments?device=tizen&app-config=ottsvod1');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
  await expect(page.getByText('Todavía no tienes ninguna suscripción.')).toBeVisible();
  await expect(page.getByText('Todavía no tienes transacciones.')).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('payments-complete');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${screenshotDir}/tv-payments-page-es.png` });
  // 'Complete subscription' opens choose-offer over the page; Back closes it with focus where it was.
  await pressRemote(page, 'enter');
  await expect(page.getByRole('dialog', { name: 'Elige una oferta' })).toBeVisible();
  await pressRemote(page, 'back');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => focusedKey(page)).toBe('payments-complete');
});

test("the checkout page: a full page with the offer's checkout; Back leaves it for home", async ({
  page,
}) => {
  await signedInSubscriber(page, '/');
  await page.goto('/payment-checkout?device=desktop&app-config=ottsvod1');
  await expect(page).toHaveURL(/\/\?device=desktop&app-config=ottsvod1$|\/$/);
  await page.goto('/payment-checkout?offerId=S-YEARLY&device=desktop&app-config=ottsvod1');
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByText('$99.99').first()).toBeVisible();
  // Outside the main layout: no header, menu or footer behind it.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${screenshotDir}/desktop-payment-checkout-page.png` });
  await press(page, 'back');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('the payment method: a new card through the card component, then the wallet', async ({ page }) => {
  const email = await signedInSubscriber(page, '/');
  await subscribedByApi(page, email);
  await page.goto('/u/payments?device=desktop&app-config=ottsvod1');
  const method = page.getByRole('region', { name: 'Payment method' });
  await expect(method.getByText('•••• •••• •••• 4242')).toBeVisible();
  await pressUntil(page, 'down', 'payments-change-method');
  await press(page, 'enter');
  const dialog = page.getByRole('dialog', { name: 'Payment method' });
  await expect(dialog.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  // Nothing is charged: the provider's component stores the card ('Save card').
  const frame = page.frameLocator('iframe');
  await frame.getByLabel('Name on the card').fill('Bea Buyer');
  await frame.getByLabel('Card number').fill('5555555555554444');
  await frame.getByLabel(/Expiry/).fill('0431');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByRole('button', { name: /^Save card/ }).press('Enter');
  const success = page.getByRole('dialog', { name: 'Payment method updated' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => focusedKey(page)).toBe('payment-method-back');
  await press(page, 'enter');
  await expect(method.getByText('•••• •••• •••• 4444')).toBeVisible();

  // The wallet: its agreement page, approved, and the page shows the wallet.
  await pressUntil(page, 'down', 'payments-change-method');
  await press(page, 'enter');
  await expect.poll(() => focusedKey(page)).toBe('checkout-method-card');
  await pressUntil(page, 'right', 'checkout-method-wallet');
  await press(page, 'enter');
  await pressUntil(page, 'down', 'payment-method-wallet');
  await press(page, 'enter');
  await expect(page).toHaveURL(/\/providers\/psp\/wallet\//);
  await page.getByRole('button', { name: 'Approve' }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Payment method updated' })).toBeVisible({ timeout: 20_000 });
  await press(page, 'enter');
  await expect(method.getByText('Paid in USD')).toBeVisible();
});
