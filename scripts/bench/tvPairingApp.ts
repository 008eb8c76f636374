/**
 * Issue 15's figure, end to end in the app: from the phone's tap on Approve (the /activate page, signed
 * in) to the TV's 'Signed in as' (the sign-in screen, Tizen profile), 10 pairings on loopback, with the
 * server's push and with polling only (EventSource removed from the TV's page), for the account provider
 * (ottauth1); then with the push for the managed identity (ottident), whose TV trades the service's
 * refresh token for its ID token before it can say who signed in. Needs the build:
 * `npm run build && npx tsx scripts/bench/tvPairingApp.ts`.
 */
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../test/support/browserLaunch.ts';
import { openReferenceServer } from './referenceServer.ts';
import { median, percentile } from './stats.ts';

const PAIRINGS = 10;
// Twenty TVs sign in to one account here: above the default limit of 5 sessions, which would end the
// phone's own session (the oldest) after the fifth pairing, as it should for a real account.
const reference = await openReferenceServer({ sessionLimit: 50 });
const { accounts } = reference;
const server = await reference.listen('dist');
const origin = server.url;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

/** A demo site, the account its phone signs in with, and how it signs in. */
interface Site {
  config: string;
  email: string;
  signIn(phone: Page): Promise<void>;
}

const ACCOUNT_PROVIDER: Site = {
  config: 'ottauth1',
  email: 'paywall@example.com',
  async signIn(phone) {
    const login = phone.getByRole('dialog', { name: 'Sign in' });
    await login.getByLabel('E-mail').fill('paywall@example.com');
    await login.getByLabel('Password', { exact: true }).fill('demo1234');
    await login.getByRole('button', { name: 'Sign in', exact: true }).tap();
  },
};

const MANAGED_IDENTITY: Site = {
  config: 'ottident',
  email: 'identity@example.com',
  // The identity service's hosted page; the demo account has no profile at the custom back end yet, so
  // personal details come first, then the activation.
  async signIn(phone) {
    await phone.getByLabel('E-mail').fill('identity@example.com');
    await phone.getByLabel('Password').fill('demo1234');
    await phone.getByRole('button', { name: 'Sign in' }).tap();
    const details = phone.getByRole('dialog', { name: 'About you' });
    await details.getByLabel('First name').fill('Ivan');
    await details.getByLabel('Last name').fill('Identity');
    await details.getByRole('button', { name: 'Continue' }).tap();
  },
};

/** The phone, signed in once. */
async function signedInPhone(browser: Browser, site: Site) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const phone = await context.newPage();
  await phone.goto(`${origin}/activate?app-config=${site.config}`);
  await phone.getByRole('button', { name: 'I Accept' }).tap();
  await site.signIn(phone);
  await phone.waitForURL(/\/activate(\?qr=true)?$/);
  return phone;
}

async function pairing(browser: Browser, phone: Page, site: Site, push: boolean) {
  const customer = await accounts.customers.findByEmail(site.email);
  if (!customer) throw new Error('no demo account');
  await accounts.limits.reset(`device-code:account:${customer.id}`);
  await accounts.limits.reset('device-code:ip:127.0.0.1');
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  if (!push) await context.addInitScript(() => Reflect.deleteProperty(window, 'EventSource'));
  const tv = await context.newPage();
  await tv.goto(`${origin}/?device=tizen&app-config=${site.config}&u=login`);
  // The cookie banner first, as on a TV's first start.
  await tv.getByRole('button', { name: 'I Accept' }).click();
  const code = tv.locator('.tv-pairing__code > [aria-hidden="true"]');
  await code.waitFor();
  await phone.goto(`${origin}/activate?code=${(await code.textContent())?.replace(' ', '')}`);
  const approve = phone.getByRole('button', { name: 'Yes, sign in the TV' });
  await approve.waitFor();
  // A viewer reads the screen before tapping: the TV's wait is idle, as it would be.
  await phone.waitForTimeout(300 + Math.random() * 2000);
  const tapped = Date.now();
  await approve.tap();
  await tv.getByText(/^Signed in as /).waitFor({ timeout: 20_000 });
  const took = Date.now() - tapped;
  await context.close();
  return took;
}

const format = (samples: number[]) =>
  `p50 ${median(samples).toFixed(0)} ms, p90 ${percentile(samples, 90).toFixed(0)} ms, max ${Math.max(...samples)} ms`;

async function measure(site: Site, push: boolean) {
  const phone = await signedInPhone(browser, site);
  const samples: number[] = [];
  for (let index = 0; index < PAIRINGS; index += 1) samples.push(await pairing(browser, phone, site, push));
  await phone.context().close();
  const channel = push ? 'push (server-sent events)' : 'polling only';
  console.log(`${site.config}, ${channel}: Approve → 'Signed in as' ${format(samples)}`);
}

await measure(ACCOUNT_PROVIDER, true);
await measure(ACCOUNT_PROVIDER, false);
await measure(MANAGED_IDENTITY, true);
await browser.close();
await server.close();
await reference.close();
