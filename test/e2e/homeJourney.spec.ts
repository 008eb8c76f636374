import { expect, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/** Issue 2's journey: boot to Home, move along and down, open with OK, Back to the same card. */
for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test.describe(`Home by remote at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a card is focused as soon as Home shows, and Back returns to the card that was opened', async ({
      page,
    }) => {
      await page.goto('/?device=tizen');
      await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
      await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
      await page.screenshot({ path: `${screenshotDir}/home-${viewport.width}.png` });

      await pressRemote(page, 'right');
      await expect.poll(() => focusedKey(page)).toBe('card-0-m002demo');
      await pressRemote(page, 'down');
      // Row 1 of the config is continue-watching (empty, hidden); the next shelf is Top 10 Movies.
      await expect.poll(() => focusedKey(page)).toMatch(/^card-2-/);
      const opened = await focusedKey(page);
      await pressRemote(page, 'right');
      const chosen = await focusedKey(page);
      expect(chosen).not.toBe(opened);

      await pressRemote(page, 'enter');
      await expect(page).toHaveURL(/\/m\/m\d{3}demo\/[a-z-]+\?r=toprated$/);
      await expect(page.locator('h1')).toBeVisible();
      await expect.poll(() => focusedKey(page)).toBe('detail-start');
      await page.screenshot({ path: `${screenshotDir}/media-${viewport.width}.png` });

      await pressRemote(page, 'back');
      await expect(page).toHaveURL(/\/\?device=tizen$/);
      await expect.poll(() => focusedKey(page)).toBe(chosen);
    });
  });
}

test('Left from the first card reaches the side menu, and OK there opens a playlist', async ({ page }) => {
  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  await pressRemote(page, 'left');
  await expect.poll(() => focusedKey(page)).toBe('nav-home');
  await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('nav-search');
  await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('nav-menu-dramas01');
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/\/p\/dramas01\/dramas$/);
  await expect(page.getByRole('heading', { name: 'Dramas' })).toBeVisible();
  await expect.poll(() => focusedKey(page)).toMatch(/^grid-/);
});

test('Back on Home goes to the menu, then asks to exit; Back again closes the question and focus returns', async ({
  page,
}) => {
  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m002demo');

  // Issue 26: from the top row Back goes to the menu first (homeBackClimb.spec.ts climbs from deeper).
  await pressRemote(page, 'back');
  await expect.poll(() => focusedKey(page)).toBe('nav-home');
  await pressRemote(page, 'back');
  const dialog = page.getByRole('dialog', { name: 'Exit the app?' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('exit-cancel');
  // Focus stays inside the dialog whatever the viewer presses.
  await pressRemote(page, 'up');
  await pressRemote(page, 'left');
  await expect.poll(() => focusedKey(page)).toBe('exit-cancel');
  await page.screenshot({ path: `${screenshotDir}/exit-confirm.png` });

  await pressRemote(page, 'back');
  await expect(dialog).toBeHidden();
  await expect.poll(() => focusedKey(page)).toBe('nav-home');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m002demo');
});

test('the profile forced by ?device= is remembered for the session', async ({ page }) => {
  await page.goto('/?device=webos');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  await page.goto('/m/m001demo/northern-lights');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'back', 'webos');
  // Opened directly (no app history): Back goes to Home rather than out of the app.
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator('.side-menu')).toBeVisible();
});

test('desktop layout: header and footer, mouse opens a card', async ({ page }) => {
  await page.goto('/?device=desktop');
  await expect(page.locator('header.app-header')).toBeVisible();
  // The theme comes from the remote configuration (server/catalog/remote-config.json).
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(13, 16, 23)');
  await expect(page.locator('body')).toHaveCSS('font-family', '"Helvetica Neue", Arial, sans-serif');
  await expect(page.locator('footer.app-footer')).toContainText(`© ${new Date().getFullYear()} Open OTT`);
  await page
    .getByRole('link', { name: /City of Tides/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/m003demo\/city-of-tides\?r=featured$/);
  await page.screenshot({ path: `${screenshotDir}/desktop-media.png` });
});

test.describe('mobile layout', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shelves fit a phone and a tap opens a card', async ({ page }) => {
    await page.goto('/?device=desktop');
    await expect(page.locator('.shell--mobile')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/home-mobile.png` });
    // A swipe to the left pages the shelf.
    const shelf = page.getByRole('region', { name: 'Top 10 Movies' });
    const box = await shelf.locator('.shelf__viewport').boundingBox();
    if (!box) throw new Error('no shelf');
    const session = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: box.x + 300, y }],
    });
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: box.x + 150, y }],
    });
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(shelf.getByText(/^2 of \d+$/)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByRole('link', { name: /Northern Lights/ })
      .first()
      .tap();
    await expect(page).toHaveURL(/\/m\/m001demo\/northern-lights\?r=featured$/);
  });

  test('a shelf title wraps to two lines beside a whole "See more" and the pager (issue 18: cut hard)', async ({
    page,
  }) => {
    const shelf = page.getByRole('region', { name: 'Nature and Adventure' });
    await page.goto('/?device=desktop');
    await expect(page.locator('.shell--mobile')).toBeVisible();
    const title = shelf.locator('.shelf__name');
    const seeMore = shelf.getByRole('link', { name: /See more/ });
    await expect(seeMore).toBeVisible();
    expect(await seeMore.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    // The whole name shows, on up to two lines.
    expect(await title.evaluate((node) => node.scrollHeight <= node.clientHeight + 1)).toBe(true);
    expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
    const [titleBox, seeMoreBox, pagerBox, viewportBox] = await Promise.all([
      title.boundingBox(),
      seeMore.boundingBox(),
      shelf.locator('.shelf__pager').boundingBox(),
      shelf.locator('.shelf__viewport').boundingBox(),
    ]);
    if (!titleBox || !seeMoreBox || !pagerBox || !viewportBox) throw new Error('no box');
    expect(seeMoreBox.x).toBeGreaterThanOrEqual(titleBox.x + titleBox.width - 1);
    expect(seeMoreBox.x + seeMoreBox.width).toBeLessThanOrEqual(pagerBox.x + 1);
    expect(viewportBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height - 1);
    await shelf.screenshot({ path: `${screenshotDir}/home-mobile-shelf-title.png` });
  });
});

test('desktop: the featured shelf has a dot per page, as its pager counts (issue 18)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?device=desktop');
  const featured = page.locator('.shelf--featured');
  const indicator = featured.locator('.shelf__indicator');
  const dots = featured.locator('.shelf__dot');
  await expect(indicator).toHaveText(/^1 of \d+$/);
  const pages = Number((await indicator.textContent())?.match(/of (\d+)/)?.[1]);
  expect(pages).toBeGreaterThan(1);
  await expect(dots).toHaveCount(pages);
  await expect(dots.first()).toHaveClass(/is-current/);
  const next = featured.getByRole('button', { name: 'Next' });
  for (let page_ = 2; page_ <= pages; page_ += 1) {
    await next.click();
    await expect(indicator).toHaveText(`${page_} of ${pages}`);
    await expect(dots.nth(page_ - 1)).toHaveClass(/is-current/);
  }
  await expect(next).toBeDisabled();
});

test('the featured shelf has dots instead of a header and restarts after its last card', async ({ page }) => {
  const featured = (await (await page.request.get('/v2/playlists/featured')).json()).playlist as Array<{
    mediaid: string;
  }>;
  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe(`card-0-${featured[0]?.mediaid}`);
  const dots = page.locator('.shelf--featured .shelf__dot');
  await expect(dots).toHaveCount(featured.length);
  await expect(page.locator('.shelf--featured .shelf__title')).toHaveCount(0);
  for (let index = 1; index < featured.length; index += 1) {
    await pressRemote(page, 'right');
    await expect.poll(() => focusedKey(page)).toBe(`card-0-${featured[index]?.mediaid}`);
  }
  await expect(dots.nth(featured.length - 1)).toHaveClass(/is-current/);
  await page.screenshot({ path: `${screenshotDir}/home-featured-last.png` });
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe(`card-0-${featured[0]?.mediaid}`);
  await expect(dots.first()).toHaveClass(/is-current/);
});
