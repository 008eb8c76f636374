import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { signedInSubscriber, subscribedByApi } from './paymentJourney.ts';
import { focusedKey } from './remote.ts';

/**
 * Issue 24 — axe finds nothing on every payment screen, in English and Spanish: each ?u= modal opened
 * over the payments page of a subscriber (the subscription provider's screens; the account provider's
 * card edit is scanned in paymentsPage.spec.ts, where a card is stored). Each holds focus once open.
 */
test.use({ viewport: { width: 1920, height: 1080 } });
// Thirteen full page loads, each with an axe scan: 23-28 s on these machines, over the default 30 s
// on a loaded one (seen in CI twice, both times on the last screens of the sweep).
test.describe.configure({ timeout: 60_000 });

const SUBSCRIPTION_SCREENS = [
  'choose-offer',
  'checkout&offerId=S-YEARLY',
  'waiting-for-payment&offerId=S-MONTHLY',
  'payment-cancelled',
  'payment-error&message=payment.card_declined',
  'unsubscribe',
  'renew-subscription',
  'upgrade-subscription',
  'upgrade-subscription-success',
  'upgrade-subscription-pending',
  'upgrade-subscription-error',
  'payment-method',
  'payment-method-success',
];

async function sweep(page: Page, config: string, screens: string[]) {
  for (const screen of screens) {
    await page.goto(`/u/payments?device=desktop&app-config=${config}&u=${screen}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog, screen).toBeVisible();
    // Loaded: its spinner gone, focus inside it.
    await expect(dialog.getByRole('status').filter({ hasText: /Loading|Cargando/ })).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))), {
        message: `${screen}: focus in the dialog (${await focusedKey(page)})`,
      })
      .toBe(true);
    expect(await axeViolations(page), screen).toEqual([]);
  }
}

for (const language of ['en', 'es']) {
  test(`every payment screen of the subscription provider passes axe (${language})`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('ott.language', lang), language);
    const email = await signedInSubscriber(page, '/');
    await subscribedByApi(page, email);
    await sweep(page, 'ottsvod1', SUBSCRIPTION_SCREENS);
  });
}
