import { expect, type Page, test } from '@playwright/test';
import { backOutOfPlayer, focusedKey, pressRemote, screenshotDir } from './remote.ts';

/** Issue 4: the series page by remote at 1920x1080 (spec: browsing 2, Series page; 4, Start button). */

async function withHistory(page: Page, entries: unknown[]) {
  await page.addInitScript((list) => localStorage.setItem('ott.history', JSON.stringify(list)), entries);
}

test('the current episode (e) sets the season, the metadata and the start button; share shows a QR code on TV', async ({
  page,
}) => {
  await page.goto('/s/sig00001?e=sg2e02ep&device=tizen');
  await expect(page.getByRole('heading', { level: 1, name: 'The Signal' })).toBeVisible();
  // The current episode's season is the default: season 2, not the first.
  await expect(page.getByRole('button', { name: 'Season 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.grid__cell')).toHaveCount(4);
  await expect(page.getByText('8 episodes • Season 2/2 - Episode 2/4')).toBeVisible();
  await expect(page.locator('.detail__meta--secondary')).toHaveText('S2:E2 - The Signal 2x02');
  await expect(page.locator('[data-focus-key="episode-sg2e02ep"]').locator('..')).toContainText(
    'Current episode',
  );
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await expect(page.locator('[data-focus-key="detail-start"]')).toHaveText('Start watching S2:E2');
  // The favourite button by the same rule as on this config's movie pages (issue 18: series pages
  // hid it without a favourites list); no trailer on this series.
  await expect(page.locator('[data-focus-key="detail-favorite"]')).toHaveCount(1);
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('detail-favorite');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('detail-share');
  await pressRemote(page, 'enter');
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog.locator('svg')).toBeVisible();
  await expect(dialog.locator('.share-dialog__url')).toHaveText(
    /^http:\/\/localhost:\d+\/m\/sig00001\/the-signal\?e=sg2e02ep&play=1&shared=true$/,
  );
  await expect.poll(() => focusedKey(page)).toBe('share-close');
  await page.screenshot({ path: `${screenshotDir}/series-share-tv.png` });
  await pressRemote(page, 'back');
  await expect(dialog).toBeHidden();
  await expect.poll(() => focusedKey(page)).toBe('detail-share');
  await expect(page).toHaveURL(/\/s\/sig00001\?e=sg2e02ep/);

  // Canonical is the share URL.
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    /\/m\/sig00001\/the-signal\?e=sg2e02ep&play=1&shared=true$/,
  );
  await page.screenshot({ path: `${screenshotDir}/series-current-episode.png` });

  // OK on start plays the current episode; Back returns to the start button.
  await pressRemote(page, 'left');
  await pressRemote(page, 'left');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/e=sg2e02ep.*play=1/);
  await expect(page.locator('video')).toHaveCount(1);
  // Back closes the player, or first hides its controls when it is already playing (issue 26): the
  // detail page's prepared start can have it playing by then.
  await backOutOfPlayer(page);
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page).not.toHaveURL(/play=1/);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
});

test('without e the start button plays the first episode; a chosen season keeps the e episode current', async ({
  page,
}) => {
  await page.goto('/s/sig00001?device=tizen');
  await expect(page.getByRole('button', { name: 'Season 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-focus-key="detail-start"]')).toHaveText('Start watching S1:E1');
  await expect(page.getByText('Current episode')).toHaveCount(0);
  await expect(page.locator('.detail__meta--secondary')).toHaveCount(0);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/e=sg1e01ep.*play=1|play=1.*e=sg1e01ep/);
  await expect(page.locator('video')).toHaveCount(1);
});

test('an e that cannot be loaded: the first episode is what start plays', async ({ page }) => {
  await page.goto('/s/sig00001?e=nothere1&device=tizen');
  await expect(page.locator('[data-focus-key="detail-start"]')).toHaveText('Start watching S1:E1');
  await expect(page.getByRole('button', { name: 'Season 1' })).toHaveAttribute('aria-pressed', 'true');
});

test('an e of another series is not played under this one (issue 18): it leaves the URL', async ({
  page,
}) => {
  await page.goto('/s/sig00001?e=te1e02ep&device=tizen');
  await expect(page).not.toHaveURL(/e=te1e02ep/);
  await expect(page.locator('[data-focus-key="detail-start"]')).toHaveText('Start watching S1:E1');
  await expect(page).toHaveTitle(/^The Signal/);
  await expect(page.getByText('Tiny Explorers')).toHaveCount(0);
});

test('continue watching: an episode in the history between the bounds becomes e, play=1 kept, and resumes', async ({
  page,
}) => {
  await withHistory(page, [
    { mediaid: 'm001demo', title: 'Northern Lights', progress: 0.5, duration: 12 },
    { mediaid: 'sg1e03ep', title: 'The Signal 1x03', seriesId: 'sig00001', progress: 0.4, duration: 1380 },
  ]);
  await page.goto('/s/sig00001?device=tizen');
  await expect(page).toHaveURL(/\/s\/sig00001\?device=tizen&e=sg1e03ep$/);
  await expect(page.locator('[data-focus-key="detail-start"]')).toHaveText('Continue watching S1:E3');
  await expect(page.getByText('Season 1/2 - Episode 3/4')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/series-continue.png` });

  await page.goto('/s/sig00001?play=1&device=tizen');
  await expect(page).toHaveURL(/e=sg1e03ep/);
  await expect(page).toHaveURL(/play=1/);
  await expect(page.locator('video')).toHaveCount(1);
});

test('fully watched episodes and other series do not pick e', async ({ page }) => {
  await withHistory(page, [
    { mediaid: 'sg1e03ep', title: 'The Signal 1x03', seriesId: 'sig00001', progress: 1, duration: 1380 },
    {
      mediaid: 'ck1e01ep',
      title: 'Coastal Kitchens 1x01',
      seriesId: 'kit00001',
      progress: 0.3,
      duration: 1260,
    },
  ]);
  await page.goto('/s/sig00001?device=tizen');
  await expect(page.locator('[data-focus-key="detail-start"]')).toHaveText('Start watching S1:E1');
  await expect(page).toHaveURL(/\/s\/sig00001\?device=tizen$/);
});

test('play=1 checks entitlement: an episode sold by offers does not play under AVOD and has no start button', async ({
  page,
}) => {
  await page.route('**/v2/media/sg1e02ep', async (route) => {
    const body = await (await route.fetch()).json();
    body.playlist[0] = { ...body.playlist[0], package: 'S-MONTHLY', requiresSubscription: 'true' };
    await route.fulfill({ json: body });
  });
  await page.goto('/s/sig00001?e=sg1e02ep&play=1&device=tizen');
  await expect(page.locator('.detail__meta--secondary')).toHaveText('S1:E2 - The Signal 1x02');
  await expect(page.locator('[data-focus-key="detail-start"]')).toHaveCount(0);
  // Nothing to start: focus goes to the current episode.
  await expect.poll(() => focusedKey(page)).toBe('episode-sg1e02ep');
  await page.waitForTimeout(500);
  await expect(page.locator('video')).toHaveCount(0);
});

test('trailer and favourite (with a favourites list), in Spanish', async ({ page }) => {
  const config = await (await page.request.get('/apps/configs/ottdemo1.json')).json();
  config.features = { ...config.features, favoritesList: 'favorites' };
  await page.route('**/apps/configs/ottdemo1.json', (route) => route.fulfill({ json: config }));
  await page.route('**/v2/media/sig00001', async (route) => {
    const body = await (await route.fetch()).json();
    body.playlist[0] = { ...body.playlist[0], trailerId: 'trl00001' };
    await route.fulfill({ json: body });
  });
  await page.addInitScript(() => localStorage.setItem('ott.language', 'es'));
  await page.goto('/s/sig00001?e=sg1e02ep&device=tizen');
  await expect(page.locator('[data-focus-key="detail-start"]')).toHaveText('Empezar a ver T1:E2');
  await expect(page.getByText('8 episodios • Temporada 1/2 - Episodio 2/4')).toBeVisible();
  await expect(page.locator('.detail__meta--secondary')).toHaveText('T1:E2 - The Signal 1x02');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('detail-trailer');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('detail-favorite');
  await pressRemote(page, 'enter');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ott.favorites'))).toContain('sig00001');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('detail-share');
  await page.screenshot({ path: `${screenshotDir}/series-es.png` });
  await pressRemote(page, 'left');
  await pressRemote(page, 'left');
  await expect.poll(() => focusedKey(page)).toBe('detail-trailer');
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/trailer=1/);
  await expect(page.locator('video')).toHaveCount(1);
  await backOutOfPlayer(page);
  await expect(page.locator('video')).toHaveCount(0);
  await expect.poll(() => focusedKey(page)).toBe('detail-trailer');
});

test('an unknown series says the series could not be loaded, not that a video was not found', async ({
  page,
}) => {
  await page.goto('/s/nope0001?device=tizen');
  await expect(page.getByRole('heading', { name: 'This series could not be loaded' })).toBeVisible();
  await expect(page.getByText('Video not found')).toHaveCount(0);
});
