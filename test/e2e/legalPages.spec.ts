import { expect, test } from '@playwright/test';

/** spec: browsing 1 step 6 and 2, Legal pages. */
test('legal documents come from the config, sanitised before display', async ({ page }) => {
  await page.route('**/legal/terms-of-use.en.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<h1>Operator terms</h1><p onclick="window.hacked = 1">Read me</p><img src="x" onerror="window.hacked = 2"><script>window.hacked = 3</script>',
    }),
  );
  await page.goto('/terms-of-use?device=desktop');
  await expect(page.getByRole('heading', { name: 'Operator terms' })).toBeVisible();
  const body = page.locator('.static-page__body');
  await expect(body.locator('script')).toHaveCount(0);
  expect(await body.innerHTML()).not.toMatch(/onclick|onerror/);
  await body.getByText('Read me').click();
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
});

test('Spanish viewers get the Spanish document; without documents, the built-in text', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ott.language', 'es'));
  await page.goto('/privacy-policy?device=desktop');
  await expect(page.getByRole('heading', { name: 'Política de privacidad' })).toBeVisible();

  const config = await (await page.request.get('/apps/configs/ottdemo1.json')).json();
  delete config.termsOfUse;
  await page.route('**/apps/configs/ottdemo1.json', (route) => route.fulfill({ json: config }));
  await page.goto('/terms-of-use?device=desktop');
  await expect(page.getByText('Debes tener 18 años o más')).toBeVisible();
  await expect(page.getByText('100 USD')).toBeVisible();
});

test('the footer links to the legal pages and the about page', async ({ page }) => {
  await page.goto('/?device=desktop');
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/o\/about$/);
  await expect(
    page.getByText('An open-source video website built on a hosted video-player platform.'),
  ).toBeVisible();
});

test('the legal pages also open from the user area', async ({ page }) => {
  await page.goto('/u/privacy-policy?device=tizen');
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  await page.goto('/u/terms-of-use?device=tizen');
  await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
});
