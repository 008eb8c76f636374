import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/** Issue 4: the video detail page (spec: browsing 2, Video detail page; 4, Start button) at 1920x1080. */

async function withConfig(page: Page, change: (config: Record<string, unknown>) => void, id = 'ottdemo1') {
  const config = await (await page.request.get(`/apps/configs/${id}.json`)).json();
  change(config);
  await page.route(`**/apps/configs/${id}.json`, (route) => route.fulfill({ json: config }));
}

test('progress between the bounds: continue watching, which resumes; in Spanish too', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'ott.history',
      JSON.stringify([{ mediaid: 'm001demo', title: 'Northern Lights', progress: 0.5, duration: 12 }]),
    ),
  );
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await expect(page.locator('[data-focus-key="detail-start"]')).toHaveText('Continue watching');
  await pressRemote(page, 'enter');
  const video = page.locator('video');
  await expect(video).toHaveCount(1);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(5);
  await pressRemote(page, 'back');
  await expect(video).toHaveCount(0);

  await page.addInitScript(() => localStorage.setItem('ott.language', 'es'));
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect(page.locator('[data-focus-key="detail-start"]')).toHaveText('Seguir viendo');
});

test('a fully watched film starts again', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'ott.history',
      JSON.stringify([{ mediaid: 'm001demo', title: 'Northern Lights', progress: 1, duration: 12 }]),
    ),
  );
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect(page.locator('[data-focus-key="detail-start"]')).toHaveText('Start watching');
});

test('share on TV shows the share URL and its QR code; Back closes it onto the share button', async ({
  page,
}) => {
  await page.goto('/m/m003demo/city-of-tides?r=featured&device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await page.locator('[data-focus-key="detail-share"]').waitFor();
  for (let press = 0; press < 5 && (await focusedKey(page)) !== 'detail-share'; press += 1) {
    await pressRemote(page, 'right');
  }
  await expect.poll(() => focusedKey(page)).toBe('detail-share');
  await pressRemote(page, 'enter');
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog.locator('svg')).toBeVisible();
  await expect(dialog.locator('.share-dialog__url')).toHaveText(
    /^http:\/\/localhost:\d+\/m\/m003demo\/city-of-tides\?r=featured&shared=true$/,
  );
  await page.screenshot({ path: `${screenshotDir}/detail-share-tv.png` });
  await pressRemote(page, 'back');
  await expect(dialog).toBeHidden();
  await expect.poll(() => focusedKey(page)).toBe('detail-share');
});

test('hero poster style: heroBanner when the image is 16:9, option4 otherwise, landscapeThumbnail on error', async ({
  page,
}) => {
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect(page.locator('.hero')).toHaveAttribute('data-hero-option', 'option1');

  await withConfig(page, (config) => {
    config.heroBanner = 'option3';
    config.landscapeThumbnail = '/v2/media/m002demo/images/background.webp';
  });
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect(page.locator('.hero')).toHaveAttribute('data-hero-option', 'option3');
  await expect
    .poll(() => page.locator('.hero__image').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(1280);
  await page.screenshot({ path: `${screenshotDir}/detail-hero-option3.png` });

  // A portrait background: option4 whatever is configured.
  await page.route('**/v2/media/m003demo/images/background.webp', (route) =>
    route.continue({
      url: route
        .request()
        .url()
        .replace('v2/media/m003demo/images/background.webp', 'v1/media/m003demo/images/vertical.jpg'),
    }),
  );
  await page.goto('/m/m003demo/city-of-tides?device=tizen');
  await expect(page.locator('.hero')).toHaveAttribute('data-hero-option', 'option4');
  await page.screenshot({ path: `${screenshotDir}/detail-hero-option4.png` });

  // A background that fails: the landscape thumbnail, in the configured style.
  await page.route('**/v2/media/m004demo/images/background.webp', (route) => route.fulfill({ status: 404 }));
  await page.goto('/m/m004demo/paper-moons?device=tizen');
  await expect(page.locator('.hero__image')).toHaveAttribute(
    'src',
    '/v2/media/m002demo/images/background.webp',
  );
  await expect(page.locator('.hero')).toHaveAttribute('data-hero-option', 'option3');
});

test('secondary metadata of live events', async ({ page }) => {
  await page.goto('/m/evt00003/x?device=tizen');
  await expect(page.locator('.detail__meta--secondary')).toHaveText('Live now');
  await page.goto('/m/evt00001/x?device=tizen');
  await expect(page.locator('.detail__meta--secondary')).toHaveText(/^Starts /);
});

test('related items: a slider on TV and wide screens, a grid on md screens', async ({ page }) => {
  await page.goto('/m/m001demo/northern-lights?device=desktop');
  await expect(
    page.getByRole('region', { name: 'You May Also Like' }).locator('.shelf__viewport'),
  ).toBeVisible();
  await page.setViewportSize({ width: 900, height: 1000 });
  await page.goto('/m/m001demo/northern-lights?device=desktop');
  const grid = page.locator('.detail__related--grid');
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'You May Also Like' })).toBeVisible();
  expect(await grid.locator('.grid__cell').count()).toBeGreaterThan(3);
  await page.screenshot({ path: `${screenshotDir}/detail-related-grid-md.png`, fullPage: true });
});

test('a ?channel link with the EPG disabled shows the configured message', async ({ page }) => {
  await page.goto('/m/chan0001/x?channel=chan0001&app-config=ottnoepg&device=tizen');
  await expect(
    page.getByRole('heading', { name: 'The programme guide is not available here.' }),
  ).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('error-screen-action');
  await page.goto('/m/chan0001/x?app-config=ottnoepg&device=tizen');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'The programme guide is not available here.',
  );
  await page.goto('/?app-config=&device=tizen');
});

test('a title equal to the EPG empty-slot text hides the metadata and buttons', async ({ page }) => {
  await page.route('**/v2/media/m002demo', async (route) => {
    const body = await (await route.fetch()).json();
    body.playlist[0] = { ...body.playlist[0], title: 'Off air' };
    await route.fulfill({ json: body });
  });
  await page.goto('/m/m002demo/off-air?device=tizen');
  await expect(page.getByRole('heading', { level: 1, name: 'Off air' })).toBeVisible();
  await expect(page.locator('.detail__actions')).toHaveCount(0);
  await expect(page.locator('.detail__meta')).toHaveCount(0);
  await expect(page.locator('.detail__genres')).toHaveCount(0);
  await expect.poll(() => focusedKey(page)).not.toBeNull();
});

test('a scheduled start reads the same on its card and on its page (issue 18: two formats)', async ({
  page,
}) => {
  const item = (await (await page.request.get('/v2/media/evt00001')).json()).playlist[0];
  await page.goto('/p/events01/live-events?device=desktop');
  const card = page.locator('a.card', { hasText: item.title }).first();
  const date = (await card.locator('.card__subtitle').textContent()) ?? '';
  expect(date).toMatch(/\d{4}, \d{1,2}:\d{2} [AP]M$/);
  await card.click();
  await expect(page.locator('.detail__meta--secondary')).toHaveText(`Starts ${date}`);
});
