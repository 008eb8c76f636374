import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The phone's side of TV sign-in by phone (issue 15), shared by the web and packaged TV journeys, and fresh accounts. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The QR as a phone camera would read it. */
export async function scanQr(tv: Page): Promise<string> {
  const png = PNG.sync.read(await tv.locator('.tv-pairing__qr').screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!decoded) throw new Error('the QR code could not be read');
  return decoded.data;
}

export const freshEmail = () => `phone-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

/**
 * A fresh account for each test (the suite shares one server, and other tests change the demo
 * accounts' passwords): the account provider's, or the subscription provider's.
 */
export async function newPaywallAccount(
  request: APIRequestContext,
  options: { server?: string; fullName?: string } = {},
): Promise<string> {
  return (await createPaywallAccount(request, options)).email;
}

export interface PaywallAccount {
  email: string;
  /** The access token the sign-up answers, for API calls as that viewer. */
  token: string;
}

/** The same, with its access token. */
export async function createPaywallAccount(
  request: APIRequestContext,
  { server = '', fullName = 'Phone Viewer' }: { server?: string; fullName?: string } = {},
): Promise<PaywallAccount> {
  const email = freshEmail();
  const created = await request.post(`${server}/providers/paywall/accounts`, {
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

export async function newSubscriptionAccount(page: Page): Promise<string> {
  const email = freshEmail();
  const created = await page.request.post('/providers/subscription/customers', {
    data: {
      email,
      password: 'demo1234',
      firstName: 'Phone',
      lastName: 'Viewer',
      publisherId: 'reference-subscriptions',
    },
  });
  expect(created.ok()).toBe(true);
  return email;
}

export async function phoneSignedIn(browser: Browser, url: string, email: string) {
  const phone = await (await browser.newContext(PHONE)).newPage();
  await phone.goto(url);
  // Not signed in: sign-in first, over the activation page, the code kept.
  const login = phone.getByRole('dialog', { name: 'Sign in' });
  await expect(login).toBeVisible();
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('demo1234');
  await login.getByRole('button', { name: 'Sign in', exact: true }).tap();
  await expect(phone).toHaveURL(/\/activate$/);
  return phone;
}
