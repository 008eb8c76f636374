import { expect, test } from '@playwright/test';
import { focusedKey, pressRemote } from './remote.ts';

/** Issue 4: the media route's errors (spec: browsing 2, Media route; 8, error catalogue). */

test('a live channel with no data to show: live_channel_not_found, with a focused way home', async ({
  page,
}) => {
  await page.route('**/v2/media/chan0001', async (route) => {
    const body = await (await route.fetch()).json();
    const { liveChannelsId: _channels, sources: _sources, ...rest } = body.playlist[0];
    body.playlist[0] = rest;
    await route.fulfill({ json: body });
  });
  await page.goto('/m/chan0001/x?device=tizen');
  await expect(page.getByRole('heading', { name: 'Live channel not found' })).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('error-screen-action');
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/localhost:\d+\/(\?.*)?$/);
});

test('a live channel still opens its channels page', async ({ page }) => {
  await page.goto('/m/chan0001/x?device=tizen');
  await expect(page).toHaveURL(/\/p\/[^/?]+\?channel=chan0001/);
});

test('a failing media request: video_not_found, in English and Spanish', async ({ page }) => {
  await page.route('**/v2/media/m002demo', (route) =>
    route.fulfill({ status: 500, json: { message: 'down' } }),
  );
  await page.goto('/m/m002demo/x?device=tizen');
  await expect(page.getByRole('heading', { name: 'Video not found' })).toBeVisible({ timeout: 15_000 });
  await page.addInitScript(() => localStorage.setItem('ott.language', 'es'));
  await page.goto('/m/m002demo/x?device=tizen');
  await expect(page.getByRole('heading', { name: 'Vídeo no encontrado' })).toBeVisible({ timeout: 15_000 });
});
