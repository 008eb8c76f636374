import { expect, test } from '@playwright/test';

/** spec: browsing 3, Config — branding.favicon_url is the page's icon. */
test("the page's icon: the app's own, with no request for /favicon.ico; the config's favicon_url once it names one", async ({
  page,
}) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });
  await page.goto('/?device=desktop');
  await expect(page.locator('[data-focus-key^="card-"]').first()).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icons/icon-192.png');
  expect(missing).toEqual([]);

  await page.route('**/apps/configs/ottdemo1.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, branding: { favicon_url: '/icons/icon-512.png' } } });
  });
  await page.reload();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icons/icon-512.png');
});
