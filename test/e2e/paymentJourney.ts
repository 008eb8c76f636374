import { expect, type Page } from '@playwright/test';
import type { DeviceProfileId } from '../../devices/index.ts';
import { focusedKey, pressRemote } from './remote.ts';
import { pressUntil } from './screenStates.ts';

/** The payment journeys drive the desktop app by keyboard unless they say otherwise. */
export const press = (page: Page, action: Parameters<typeof pressRemote>[1]) =>
  pressRemote(page, action, 'desktop');

let buyers = 0;

/**
 * Each buyer signs up from an address of its own: sign-ups are limited per address (20 an hour) and the
 * suite's other journeys sign up too (the e2e server trusts X-Forwarded-For).
 */
export function buyerAddress(): string {
  buyers += 1;
  return `198.51.100.${(process.pid % 50) + buyers}`;
}

const buyerEmail = () => `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A fresh subscription-provider account (ottsvod1), signed in through the login screen by keyboard. */
export async function signedInSubscriber(
  page: Page,
  path: string,
  device: DeviceProfileId = 'desktop',
  by: 'keys' | 'touch' = 'keys',
): Promise<string> {
  const email = buyerEmail();
  const created = await page.request.post('/providers/subscription/customers', {
    headers: { 'x-forwarded-for': buyerAddress() },
    data: {
      email,
      password: 'buyer12345',
      firstName: 'Bea',
      lastName: 'Buyer',
      publisherId: 'reference-subscriptions',
    },
  });
  expect(created.ok()).toBe(true);
  if (by === 'touch') await signInByTouch(page, path, 'ottsvod1', email);
  else await signInByKeyboard(page, path, 'ottsvod1', email, device);
  return email;
}

/** A fresh account-provider account (ottauth1), signed in the same way. */
export async function signedInPaywallBuyer(
  page: Page,
  path: string,
  device: DeviceProfileId = 'desktop',
): Promise<string> {
  const email = buyerEmail();
  const created = await page.request.post('/providers/paywall/accounts', {
    headers: { 'x-forwarded-for': buyerAddress() },
    form: {
      full_name: 'Bea Buyer',
      username: email,
      password: 'buyer12345',
      password_confirmation: 'buyer12345',
      client_id: 'reference-paywall',
      'metadata[terms]': 'true',
    },
  });
  expect(created.ok()).toBe(true);
  await signInByKeyboard(page, path, 'ottauth1', email, device);
  return email;
}

async function signInByKeyboard(
  page: Page,
  path: string,
  config: string,
  email: string,
  device: DeviceProfileId = 'desktop',
) {
  await page.goto(`${path}?device=${device}&app-config=${config}&u=login&method=email`);
  await expect.poll(() => focusedKey(page)).toBe('login-email');
  await page.keyboard.type(email);
  await pressRemote(page, 'down', device);
  await page.keyboard.type('buyer12345');
  await pressUntil(page, 'down', 'login-submit');
  await pressRemote(page, 'enter', device);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(`${path}?device=${device}&app-config=${config}`);
}

/** A phone: the login screen's fields filled and its button tapped. */
async function signInByTouch(page: Page, path: string, config: string, email: string) {
  await page.goto(`${path}?app-config=${config}&u=login&method=email`);
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('buyer12345');
  await login.getByRole('button', { name: 'Sign in', exact: true }).tap();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(`${path}?app-config=${config}`);
}

/** The provider's card component (an iframe the checkout embeds): typed in, then its Pay. */
export async function payWithCard(page: Page, number: string) {
  const frame = page.frameLocator('iframe');
  await frame.getByLabel('Name on the card').fill('Bea Buyer');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel(/Expiry/).fill('0330');
  await frame.getByLabel('Security code').fill('737');
  // Pay; 'Save card' when nothing is charged now (a free trial stores the card for later).
  await frame.getByRole('button', { name: /^(Pay|Save card)/ }).press('Enter');
}

/**
 * A subscription to `offerId` bought through the provider's API (its sandbox takes the card
 * component's `test_` fields), for journeys about what follows a purchase rather than the purchase.
 */
export async function subscribedByApi(page: Page, email: string, offerId = 'S-MONTHLY'): Promise<void> {
  const api = '/providers/subscription';
  const auth = await page.request.post(`${api}/auths`, {
    data: { email, password: 'buyer12345', publisherId: 'reference-subscriptions' },
  });
  const { jwt } = (await auth.json()).responseData as { jwt: string };
  const headers = { authorization: `Bearer ${jwt}` };
  const order = await page.request.post(`${api}/orders`, { headers, data: { offerId } });
  const { id } = ((await order.json()).responseData as { order: { id: number } }).order;
  const paid = await page.request.post(`${api}/connectors/card/initial-payment`, {
    headers: { ...headers, 'idempotency-key': `e2e-${id}-${Date.now()}` },
    data: {
      orderId: id,
      returnUrl: 'http://localhost/?u=finalize-payment',
      paymentMethod: {
        type: 'scheme',
        holderName: 'Bea Buyer',
        encryptedCardNumber: 'test_4242424242424242',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
      },
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}
