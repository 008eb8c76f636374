/**
 * Issue 15's figure, end to end in the app: from the phone's tap on Approve (the /activate page, signed
 * in) to the TV's 'Signed in as' (the sign-in screen, Tizen profile), 10 pairings on loopback, with the
 * server's push and with polling only (EventSource removed from the TV's page). Needs the build:
 * `npm run build && npx tsx scripts/bench/tvPairingApp.ts`.
 */
import { type Browser, chromium } from 'playwright-core';
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

/** The phone, signed in once with the account provider's demo account. */
async function signedInPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const phone = await context.newPage();
  await phone.goto(`${origin}/activate?app-config=ottauth1`);
  await phone.getByRole('button', { name: 'I Accept' }).tap();
  const login = phone.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('E-mail').fill('paywall@example.com');
  await login.getByLabel('Password', { exact: true }).fill('demo1234');
  await login.getByRole('button', { name: 'Sign in', exact: true }).tap();
  await phone.waitForURL(/\/activate$/);
  return phone;
}

async function pairing(browser: Browser, phone: Awaited<ReturnType<typeof signedInPhone>>, push: boolean) {
  const customer = await accounts.customers.findByEmail('paywall@example.com');
  if (!customer) throw new Error('no demo account');
  await accounts.limits.reset(`device-code:account:${customer.id}`);
  await accounts.limits.reset('device-code:ip:127.0.0.1');
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  if (!push) await context.addInitScript(() => Reflect.deleteProperty(window, 'EventSource'));
  const tv = await context.newPage();
  await tv.goto(`${origin}/?device=tizen&app-config=ottauth1&u=login`);
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

const phone = await signedInPhone(browser);
for (const push of [true, false]) {
  const samples: number[] = [];
  for (let index = 0; index < PAIRINGS; index += 1) samples.push(await pairing(browser, phone, push));
  console.log(
    `${push ? 'push (server-sent events)' : 'polling only'}: Approve → 'Signed in as' ${format(samples)}`,
  );
}
await browser.close();
await server.close();
await reference.close();
