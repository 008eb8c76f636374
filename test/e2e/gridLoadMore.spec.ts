import { expect, type Page, test } from '@playwright/test';
import { deviceProfiles } from '../../devices/index.ts';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 4, item 4 (a, c): 'Load more' by remote. Every focused control below the fold scrolls into
 * view; OK on 'Load more' focuses the first card of the new page, also when that page is the last
 * and the button goes away.
 */
const focusedInView = (page: Page) =>
  page.evaluate(() => {
    const box = document.activeElement?.getBoundingClientRect();
    return Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight);
  });

/** Down until `target` has focus, checking that each focused element is in view. */
async function downTo(page: Page, target: string) {
  for (let step = 0; step < 30 && (await focusedKey(page)) !== target; step += 1) {
    const before = await focusedKey(page);
    await pressRemote(page, 'down');
    await expect.poll(() => focusedKey(page)).not.toBe(before);
    await expect.poll(() => focusedInView(page)).toBe(true);
  }
  expect(await focusedKey(page)).toBe(target);
}

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test(`Load more by remote at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const all = (await (await page.request.get('/v2/playlists/search01?page_limit=100')).json())
      .playlist as Array<{
      mediaid: string;
    }>;
    expect(all.length).toBeGreaterThan(50);
    await page.goto('/p/search01/search?device=tizen');
    await expect.poll(() => focusedKey(page)).toBe(`grid-${all[0]?.mediaid}`);

    await downTo(page, 'grid-more');
    await page.screenshot({ path: `${screenshotDir}/grid-load-more-${viewport.width}.png` });
    await pressRemote(page, 'enter');
    await expect.poll(() => focusedKey(page)).toBe(`grid-${all[25]?.mediaid}`);
    await expect.poll(() => focusedInView(page)).toBe(true);

    // The last page: the button goes away and focus is on the first of its cards, not lost.
    await downTo(page, 'grid-more');
    await pressRemote(page, 'enter');
    await expect.poll(() => focusedKey(page)).toBe(`grid-${all[50]?.mediaid}`);
    await expect(page.locator('[data-focus-key="grid-more"]')).toHaveCount(0);
    await expect(page.locator('.grid__cell')).toHaveCount(all.length);
    await expect.poll(() => focusedInView(page)).toBe(true);
    await page.screenshot({ path: `${screenshotDir}/grid-last-page-${viewport.width}.png` });

    // All the way up: the genre filter above the grid comes into view when it takes focus.
    for (let step = 0; step < 30 && !(await focusedKey(page))?.startsWith('genre-'); step += 1) {
      await pressRemote(page, 'up');
      await expect.poll(() => focusedInView(page)).toBe(true);
    }
    expect(await focusedKey(page)).toMatch(/^genre-/);
  });
}

/**
 * Issue 4, item 5 (spec: browsing 8 — load-more failures are only logged): the server fails the
 * second page; the grid stays, focus stays on 'Load more', and OK tries again.
 */
for (const screen of [
  { name: 'playlist page', path: '/p/search01/search', prefix: 'grid', heading: 'Search' },
  { name: 'see-more page', path: '/search01', prefix: 'more', heading: 'Search' },
  { name: 'search results', path: '/q/e', prefix: 'result', heading: '"e"' },
]) {
  test(`a failed 'Load more' keeps the ${screen.name} and its focus; OK tries again`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('Load more failed')) {
        warnings.push(message.text());
      }
    });
    let failing = true;
    await page.route('**/v2/playlists/search01?*', (route) =>
      failing && new URL(route.request().url()).searchParams.get('page_offset') === '26'
        ? route.fulfill({ status: 503, json: { status: 503, code: 'unavailable', message: 'Try later' } })
        : route.continue(),
    );
    await page.goto(`${screen.path}?device=tizen`);
    await expect(page.locator('.grid__cell')).toHaveCount(25);
    await expect.poll(() => focusedKey(page)).not.toBeNull();

    const moreKey = `${screen.prefix}-more`;
    await downTo(page, moreKey);
    await pressRemote(page, 'enter');
    await expect.poll(() => warnings.length, { timeout: 15_000 }).toBe(1);
    await expect(page.getByRole('heading', { name: screen.heading }).first()).toBeVisible();
    await expect(page.locator('.grid__cell')).toHaveCount(25);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => focusedKey(page)).toBe(moreKey);
    await page.screenshot({ path: `${screenshotDir}/load-more-failed-${screen.prefix}.png` });

    failing = false;
    await pressRemote(page, 'enter');
    await expect(page.locator('.grid__cell')).toHaveCount(50);
    await expect.poll(() => focusedKey(page)).toMatch(new RegExp(`^${screen.prefix}-`));
    expect(await focusedKey(page)).not.toBe(moreKey);
  });
}

/**
 * Two OKs on 'Load more' before the grid re-renders (a remote's repeat, or two presses in one task):
 * the second joins the request in flight rather than restarting it, so the next page is asked once.
 */
test("a second OK on 'Load more' before a re-render asks for the next page once", async ({ page }) => {
  const nextPageRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v2/playlists/search01' && url.searchParams.get('page_offset') === '26') {
      nextPageRequests.push(request.url());
    }
  });
  await page.goto('/p/search01/search?device=tizen');
  await expect(page.locator('.grid__cell')).toHaveCount(25);
  await downTo(page, 'grid-more');
  // Both presses in one task: nothing renders between them, so the button's state is the same for both.
  // pressRemote sends each key as a task of its own, so these are dispatched in the page, the OK
  // key's code taken from the same device profile.
  const enter = deviceProfiles.find((profile) => profile.id === 'tizen')?.keys.enter[0];
  await page.evaluate((keyCode) => {
    for (const type of ['keydown', 'keyup', 'keydown', 'keyup']) {
      const event = new KeyboardEvent(type, { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'keyCode', { get: () => keyCode });
      window.dispatchEvent(event);
    }
  }, enter);
  await expect(page.locator('.grid__cell')).toHaveCount(50);
  await page.waitForTimeout(500);
  expect(nextPageRequests).toHaveLength(1);
});
