import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 5: up next. The sample clips last 12 s, so the last-10-s countdown shows soon after the start.
 * spec: browsing 4, Player — up-next with close and skip; on completion the next item (play=1) when
 * autoplay is on, otherwise the player closes.
 */
test.describe.configure({ timeout: 60_000 });

const videoTime = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? -1);

async function itemAfter(page: Page, playlistId: string, mediaId: string) {
  const response = await page.request.get(`/v2/playlists/${playlistId}`);
  const { playlist } = (await response.json()) as { playlist: Array<{ mediaid: string; title: string }> };
  const index = playlist.findIndex((entry) => entry.mediaid === mediaId);
  const next = playlist[index + 1];
  if (index === -1 || !next) throw new Error(`${mediaId} has no next item in ${playlistId}`);
  return next;
}

async function startFromDetail(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'enter');
  await expect(page.getByRole('dialog')).toBeVisible();
}

const autoplayOn = (page: Page) => page.addInitScript(() => localStorage.setItem('ott.autoplay', 'true'));

test('autoplay on: up-next takes focus with close and skip; skip opens the next item of playlist r, playing', async ({
  page,
}) => {
  await autoplayOn(page);
  const next = await itemAfter(page, 'allmovie', 'm001demo');
  await startFromDetail(page, '/m/m001demo/northern-lights?r=allmovie&device=tizen');
  const upNext = page.getByRole('region', { name: 'Up next' });
  await expect(upNext).toBeVisible({ timeout: 20_000 });
  await expect(upNext).toContainText(next.title);
  await expect(upNext.getByRole('timer')).toHaveText(/^Up next in \d+ s$/);
  await expect.poll(() => focusedKey(page)).toBe('player-upnext-skip');
  await page.screenshot({ path: `${screenshotDir}/player-up-next.png` });
  await pressRemote(page, 'left');
  await expect.poll(() => focusedKey(page)).toBe('player-upnext-close');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('player-upnext-skip');
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(new RegExp(`/m/${next.mediaid}/[^?]*\\?r=allmovie&play=1`));
  await expect(page.getByRole('dialog', { name: next.title })).toBeVisible();
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
});

test('closing up-next hides it; the item then ends and the player closes, focus back on the start button', async ({
  page,
}) => {
  await autoplayOn(page);
  await startFromDetail(page, '/m/m001demo/northern-lights?r=allmovie&device=tizen');
  const upNext = page.getByRole('region', { name: 'Up next' });
  await expect(upNext).toBeVisible({ timeout: 20_000 });
  await pressRemote(page, 'left');
  await expect.poll(() => focusedKey(page)).toBe('player-upnext-close');
  await pressRemote(page, 'enter');
  await expect(upNext).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/m\/m001demo\/northern-lights\?r=allmovie&device=tizen$/);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
});

test('autoplay off: no up-next, and the player closes at the end', async ({ page }) => {
  await startFromDetail(page, '/m/m001demo/northern-lights?r=allmovie&device=tizen');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(3);
  await expect(page.getByRole('region', { name: 'Up next' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
});

test('series: an episode ends and the next episode plays (play=1)', async ({ page }) => {
  await autoplayOn(page);
  await page.goto('/m/sg1e01ep?device=tizen&play=1');
  await expect(page).toHaveURL(/\/s\/sig00001\?e=sg1e01ep&play=1/);
  const first = page.getByRole('dialog');
  await expect(first).toBeVisible();
  const firstTitle = await first.getAttribute('aria-label');
  const upNext = page.getByRole('region', { name: 'Up next' });
  await expect(upNext).toBeVisible({ timeout: 20_000 });
  const nextTitle = (await upNext.locator('p').textContent()) ?? '';
  expect(nextTitle).not.toBe(firstTitle);
  await expect(page).toHaveURL(/e=sg1e02ep&play=1/, { timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: nextTitle })).toBeVisible();
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  await page.screenshot({ path: `${screenshotDir}/player-next-episode.png` });
});

test('the Next and Previous track keys move between the episodes of a series (issue 26)', async ({
  page,
}) => {
  await page.goto('/s/sig00001?e=sg1e02ep&play=1&device=tizen');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await pressRemote(page, 'nextTrack');
  await expect(page).toHaveURL(/e=sg1e03ep&play=1/);
  await expect(page.locator('.player')).toHaveAttribute('aria-label', 'The Signal 1x03');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await pressRemote(page, 'previousTrack');
  await expect(page).toHaveURL(/e=sg1e02ep&play=1/);
  await expect(page.locator('.player')).toHaveAttribute('aria-label', 'The Signal 1x02');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await pressRemote(page, 'previousTrack');
  await expect(page).toHaveURL(/e=sg1e01ep&play=1/);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  // The first episode has none before it: Previous there changes nothing.
  await pressRemote(page, 'previousTrack');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/e=sg1e01ep&play=1/);
});

test('the Episodes panel lists the series in the player; Back closes it, OK plays the episode chosen (issue 26)', async ({
  page,
}) => {
  await page.goto('/s/sig00001?e=sg1e02ep&play=1&device=tizen');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await pressRemote(page, 'pause');
  await pressRemote(page, 'down');
  await pressRemote(page, 'down');
  for (let press = 0; press < 6 && (await focusedKey(page)) !== 'player-episodes'; press += 1) {
    await pressRemote(page, 'right');
  }
  await expect.poll(() => focusedKey(page)).toBe('player-episodes');
  await pressRemote(page, 'enter');
  const panel = page.getByRole('region', { name: 'Episodes' });
  await expect(panel.getByRole('button')).toHaveText([
    'S1:E1 The Signal 1x01',
    '✓S1:E2 The Signal 1x02',
    'S1:E3 The Signal 1x03',
    'S1:E4 The Signal 1x04',
    'S2:E1 The Signal 2x01',
    'S2:E2 The Signal 2x02',
    'S2:E3 The Signal 2x03',
    'S2:E4 The Signal 2x04',
  ]);
  // It opens on the episode playing.
  await expect.poll(() => focusedKey(page)).toBe('player-panel-episodes-1');
  await pressRemote(page, 'back');
  await expect(panel).toHaveCount(0);
  await expect.poll(() => focusedKey(page)).toBe('player-episodes');

  await pressRemote(page, 'enter');
  for (let press = 0; press < 5; press += 1) await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('player-panel-episodes-6');
  // The column scrolled: the option the remote is on is in view.
  await page.screenshot({ path: `${screenshotDir}/player-episodes-panel.png` });
  const option = page.locator('[data-focus-key="player-panel-episodes-6"]');
  const list = await page.locator('.player__panel-column--episodes .player__panel-options').boundingBox();
  const box = await option.boundingBox();
  // (Within a pixel: the option's bottom margin rounds.)
  expect(box && list && box.y >= list.y && box.y + box.height <= list.y + list.height + 1).toBe(true);
  await expect(panel.getByRole('heading', { name: 'Episodes' })).toBeInViewport();
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/e=sg2e03ep&play=1/);
  await expect(page.locator('.player')).toHaveAttribute('aria-label', 'The Signal 2x03');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
});
