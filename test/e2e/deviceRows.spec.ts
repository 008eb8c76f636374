import { expect, type Page, test } from '@playwright/test';
import { backOutOfPlayer, focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * spec: browsing 2 (Home rows continue_watching and favorites) and 4, 9 (history cut to
 * max_no_of_continue_watching): the device rows by remote.
 */
test.describe.configure({ timeout: 45_000 });

async function seed(page: Page, language?: string) {
  await page.addInitScript((lang) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'ott.history',
      JSON.stringify([
        { mediaid: 'm002demo', title: 'The Last Orchard', progress: 0.4, duration: 12 },
        { mediaid: 'm003demo', title: 'City of Tides', progress: 0.5, duration: 12 },
        { mediaid: 'm007demo', title: 'Glass Harbour', progress: 0.6, duration: 12 },
      ]),
    );
    localStorage.setItem(
      'ott.favorites',
      JSON.stringify([{ mediaid: 'm001demo', title: 'Northern Lights' }]),
    );
    if (lang) localStorage.setItem('ott.language', lang);
  }, language);
}

test('in Spanish the device rows are titled in Spanish, and continue watching has no see-more', async ({
  page,
}) => {
  await seed(page, 'es');
  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toMatch(/^card-0-/);
  const continueRow = page.getByRole('region', { name: 'Seguir viendo' });
  await expect(continueRow).toBeVisible();
  await expect(continueRow.getByRole('link', { name: /Ver más/ })).toHaveCount(0);
  await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toMatch(/^card-1-/);
  await page.screenshot({ path: `${screenshotDir}/device-rows-es.png` });
  // The favourites row is the config's eighth: walk down to it.
  const favorites = page.getByRole('region', { name: 'Favoritos' });
  for (let press = 0; press < 8 && !(await favorites.isVisible()); press += 1) {
    const before = await focusedKey(page);
    await pressRemote(page, 'down');
    await expect.poll(() => focusedKey(page)).not.toBe(before);
  }
  await expect(favorites.getByRole('link', { name: 'Northern Lights' })).toBeVisible();
});

test('max_no_of_continue_watching: the row shows that many, and a new entry pushes the oldest out', async ({
  page,
}) => {
  await seed(page);
  const config = await (await page.request.get('/apps/configs/ottdemo1.json')).json();
  config.max_no_of_continue_watching = 2;
  await page.route('**/apps/configs/ottdemo1.json', (route) => route.fulfill({ json: config }));
  await page.goto('/?device=tizen');
  const row = page.getByRole('region', { name: 'Continue Watching' });
  const cards = row.locator('[data-focus-key^="card-"]');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('The Last Orchard');
  await expect(cards.nth(1)).toContainText('City of Tides');

  // Playing another item records it first; the list is cut to 2.
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect
    .poll(
      () => page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? 0),
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(2);
  await pressRemote(page, 'pause');
  await expect
    .poll(() => page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.paused))
    .toBe(true);
  await backOutOfPlayer(page);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('ott.history') ?? '[]').map(
      (entry: { mediaid: string }) => entry.mediaid,
    ),
  );
  expect(stored).toEqual(['m001demo', 'm002demo']);
});

test("from the Continue watching row, up next is the row's next item, asked by id, never as a playlist (issue 18)", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await seed(page);
  await page.addInitScript(() => localStorage.setItem('ott.autoplay', 'true'));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/v2\/playlists\/(continue|favorites)\b/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toMatch(/^card-0-/);
  for (let press = 0; press < 6 && !/m002demo/.test((await focusedKey(page)) ?? ''); press += 1) {
    const before = await focusedKey(page);
    await pressRemote(page, 'down');
    await expect.poll(() => focusedKey(page)).not.toBe(before);
  }
  expect(await focusedKey(page)).toMatch(/m002demo$/);
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/\/m\/m002demo\/.*r=continue/);
  if (!/play=1/.test(page.url())) {
    await expect.poll(() => focusedKey(page)).toBe('detail-start');
    await pressRemote(page, 'enter');
  }
  const upNext = page.getByRole('region', { name: 'Up next' });
  await expect(upNext).toBeVisible({ timeout: 20_000 });
  await expect(upNext).toContainText('City of Tides');
  expect(asked).toEqual([]);
});
