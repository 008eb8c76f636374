import { expect, type Page, test } from '@playwright/test';
import type { RemoteAction } from '../../devices/index.ts';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';
import {
  failSearch,
  focusInView,
  pressUntil,
  seedFavourites,
  seedSearchHistory,
  unreadableSettings,
} from './screenStates.ts';

/**
 * Issue 4: every browse screen by remote at 1280x720 (the 720p TVs). Each journey does the screen's
 * work: focus moves and stays in view, OK opens something (a page, a modal, a sub-view), Back closes it
 * and focus returns where it was. Journeys that other specs already run at 1280x720 are not repeated
 * here: Home (homeJourney), playlist grid and Load more (gridLoadMore), playlist Back (gridPlace),
 * the season dropdown (seasonFilter), long legal text (pageText), the live guide and its
 * playing (liveGuide), Back to deep Home rows (homeBackDeep).
 */
test.use({ viewport: { width: 1280, height: 720 } });

async function expectFocus(page: Page, key: RegExp | string) {
  await expect.poll(() => focusedKey(page)).toMatch(typeof key === 'string' ? new RegExp(`^${key}$`) : key);
  await expect.poll(() => focusInView(page)).toBe(true);
}

/** Presses a key and expects focus to land on `key`, in view. */
async function press(page: Page, action: RemoteAction, key: RegExp | string) {
  await pressRemote(page, action);
  await expectFocus(page, key);
}

/** OK on the focused card opens its page; Back returns to the screen with that card focused again. */
async function openAndReturn(page: Page, opened: RegExp) {
  const card = await focusedKey(page);
  const before = page.url();
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(opened);
  await expectFocus(page, /^detail-start$|^detail-favorite$|^page-text$/);
  await pressRemote(page, 'back');
  await expect(page).toHaveURL(before);
  await expectFocus(page, card ?? '');
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

interface Journey {
  name: string;
  path: string;
  setup?: (page: Page) => Promise<void>;
  walk(page: Page): Promise<void>;
}

const journeys: Journey[] = [
  {
    name: 'movie',
    path: '/m/m001demo/northern-lights',
    async walk(page) {
      await expectFocus(page, 'detail-start');
      await press(page, 'right', 'detail-more');
      await press(page, 'enter', 'show-more-close');
      await expect(page.getByRole('dialog', { name: 'Northern Lights' })).toBeVisible();
      await page.screenshot({ path: `${screenshotDir}/720-show-more-details.png` });
      await press(page, 'back', 'detail-more');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await pressUntil(page, 'down', /^related-/);
      await expect.poll(() => focusInView(page)).toBe(true);
      await openAndReturn(page, /\/m\/m\d{3}demo\//);
    },
  },
  {
    name: 'series',
    path: '/s/sig00001',
    async walk(page) {
      await expectFocus(page, 'detail-start');
      await press(page, 'down', 'season-all');
      await press(page, 'right', 'season-1');
      await press(page, 'right', 'season-2');
      await pressRemote(page, 'enter');
      await expect(page).toHaveURL(/season=2/);
      await expectFocus(page, 'season-2');
      await expect(page.getByRole('link', { name: /The Signal 2x01/ })).toBeVisible();
      await press(page, 'down', /^episode-/);
    },
  },
  {
    name: 'hub',
    path: '/m/hub00001/weekend-picks',
    async walk(page) {
      await expectFocus(page, /./);
      await pressUntil(page, 'up', 'hub-more');
      await press(page, 'enter', 'show-more-close');
      await press(page, 'back', 'hub-more');
      await pressUntil(page, 'down', /^card-1-/);
      await openAndReturn(page, /\/m\/m\d{3}demo\//);
    },
  },
  {
    name: 'content-list',
    path: '/n/family01/family',
    async walk(page) {
      await expectFocus(page, /^grid-/);
      await press(page, 'right', /^grid-/);
      await openAndReturn(page, /\/m\/m\d{3}demo\//);
    },
  },
  {
    name: 'see-more',
    path: '/toprated',
    async walk(page) {
      await expectFocus(page, /^more-/);
      await press(page, 'down', /^more-/);
      await openAndReturn(page, /\/m\/m\d{3}demo\//);
      await pressUntil(page, 'up', 'see-more-back');
    },
  },
  {
    name: 'static-page',
    path: '/m/page0001/about-this-catalogue',
    async walk(page) {
      await expectFocus(page, 'page-text');
      // The demo page's text and its link fit at 720p: Down goes on to the link's button below the
      // text and the page does not jump; Up comes back to the text.
      await expect
        .poll(() => page.evaluate(() => document.body.scrollHeight <= window.innerHeight))
        .toBe(true);
      await press(page, 'down', 'text-link-0');
      expect(await scrollY(page)).toBe(0);
      await press(page, 'up', 'page-text');
      await pressUntil(page, 'left', /^nav-/);
      await expect.poll(() => focusInView(page)).toBe(true);
    },
  },
  {
    name: 'search',
    path: '/q/',
    setup: (page) => seedSearchHistory(page),
    async walk(page) {
      await expectFocus(page, 'key-a');
      await press(page, 'down', 'key-j');
      await press(page, 'down', 'key-s');
      await pressRemote(page, 'enter');
      await expect(page).toHaveURL(/\/q\/s\?device=tizen$|\/q\/s$/);
      await expectFocus(page, 'key-s');
      await pressUntil(page, 'down', /^key-(space|delete|clear)$/);
      await pressUntil(page, 'right', 'key-clear');
      await pressRemote(page, 'enter');
      await expect(page).toHaveURL(/\/q\/(\?device=tizen)?$/);
      // Recent searches are one row below the keyboard: Down from Clear lands on its right end.
      await pressUntil(page, 'down', /^recent-/);
      await pressUntil(page, 'left', 'recent-harbour');
      // The recent searches give way to the results: focus waits on the keyboard just above them.
      await press(page, 'enter', 'key-clear');
      await expect(page).toHaveURL(/\/q\/harbour/);
      await expect(page.getByText('1 result for "harbour"', { exact: true })).toBeVisible();
      await pressUntil(page, 'down', /^result-/);
      await expect.poll(() => focusInView(page)).toBe(true);
      await openAndReturn(page, /\/m\/[a-z0-9]{8}\//);
    },
  },
  {
    name: 'search-no-results',
    path: '/q/zzzzqq',
    async walk(page) {
      await expectFocus(page, 'key-a');
      await expect(page.getByRole('heading', { name: 'No results found for "zzzzqq"' })).toBeVisible();
      await pressUntil(page, 'up', 'search-reset');
      await pressRemote(page, 'enter');
      await expect(page).toHaveURL(/\/(\?device=tizen)?$/);
      await expectFocus(page, /^card-/);
    },
  },
  {
    name: 'search-error',
    path: '/q/harbour',
    setup: failSearch,
    async walk(page) {
      await expectFocus(page, 'key-a');
      await expect(page.getByRole('alert')).toContainText('Search is not available right now');
      await press(page, 'right', 'key-b');
      await pressUntil(page, 'up', 'search-reset');
    },
  },
  {
    name: 'favourites',
    path: '/favorites',
    setup: seedFavourites,
    async walk(page) {
      await expectFocus(page, 'favorite-m003demo');
      await press(page, 'right', 'favorite-m001demo');
      await press(page, 'up', 'favorites-clear');
      await press(page, 'enter', 'favorites-confirm-cancel');
      await page.screenshot({ path: `${screenshotDir}/720-favourites-clear.png` });
      await press(page, 'back', 'favorites-clear');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await press(page, 'down', /^favorite-/);
      await openAndReturn(page, /\/m\/m00[13]demo\//);
    },
  },
  {
    name: 'settings',
    path: '/u/settings',
    async walk(page) {
      await expectFocus(page, 'setting-autoplay');
      await press(page, 'down', 'setting-quality');
      await press(page, 'enter', 'quality-auto');
      await pressUntil(page, 'down', 'quality-240');
      await expect.poll(() => focusInView(page)).toBe(true);
      await press(page, 'back', 'setting-quality');
      await press(page, 'down', 'setting-language');
      await press(page, 'enter', 'language-en');
      await press(page, 'down', 'language-es');
      await press(page, 'back', 'setting-language');
      await pressUntil(page, 'down', /^setting-legal-/);
      await expect.poll(() => focusInView(page)).toBe(true);
    },
  },
  {
    name: 'privacy-policy',
    path: '/privacy-policy',
    async walk(page) {
      await expectFocus(page, 'page-text');
      await pressUntil(page, 'left', /^nav-/);
      await press(page, 'right', 'page-text');
    },
  },
  {
    name: 'about',
    path: '/o/about',
    async walk(page) {
      await expectFocus(page, 'page-text');
      await pressUntil(page, 'left', /^nav-/);
      await press(page, 'right', 'page-text');
    },
  },
  {
    name: 'not-found',
    path: '/no/such/page',
    async walk(page) {
      await expectFocus(page, 'error-screen-action');
      await pressRemote(page, 'enter');
      await expectFocus(page, /^card-0-/);
    },
  },
  {
    name: 'feature-disabled',
    path: '/q/?app-config=ottnofea',
    async walk(page) {
      await expectFocus(page, 'feature-disabled-action');
      await pressRemote(page, 'enter');
      await expectFocus(page, /^card-0-/);
    },
  },
  {
    name: 'exit-question',
    path: '/',
    async walk(page) {
      await expectFocus(page, 'card-0-m001demo');
      await press(page, 'right', 'card-0-m002demo');
      // Issue 26: Back on the top row goes to the menu first.
      await press(page, 'back', 'nav-home');
      await press(page, 'back', 'exit-cancel');
      await press(page, 'right', 'exit-confirm-button');
      await page.screenshot({ path: `${screenshotDir}/720-exit-question-open.png` });
      await press(page, 'left', 'exit-cancel');
      await press(page, 'back', 'nav-home');
      await press(page, 'right', 'card-0-m002demo');
    },
  },
  {
    name: 'offline',
    path: '/',
    async walk(page) {
      await expectFocus(page, 'card-0-m001demo');
      await press(page, 'right', 'card-0-m002demo');
      await page.context().setOffline(true);
      await expectFocus(page, 'offline-action');
      await press(page, 'down', 'offline-action');
      await page.screenshot({ path: `${screenshotDir}/720-offline-screen.png` });
      await page.context().setOffline(false);
      await expectFocus(page, 'card-0-m002demo');
    },
  },
  {
    name: 'cookie-consent',
    path: '/',
    setup: (page) => page.context().clearCookies(),
    async walk(page) {
      await expectFocus(page, 'cookie-accept');
      await press(page, 'back', 'cookie-accept');
      await page.screenshot({ path: `${screenshotDir}/720-cookie-consent-open.png` });
      await pressRemote(page, 'enter');
      await expectFocus(page, 'card-0-m001demo');
    },
  },
  {
    name: 'startup-error',
    path: '/',
    setup: unreadableSettings,
    async walk(page) {
      await expectFocus(page, 'startup-error-action');
      await page.screenshot({ path: `${screenshotDir}/720-startup-error-screen.png` });
      await page.unrouteAll();
      await pressRemote(page, 'enter');
      await expectFocus(page, 'card-0-m001demo');
    },
  },
];

test('show-more-details at 1280x720: long text scrolls in the modal by remote, Close stays in view', async ({
  page,
}) => {
  // A long description (the demo's fits): twelve times the catalogue's own.
  await page.route('**/v2/media/m001demo', async (route) => {
    const body = await (await route.fetch()).json();
    const item = body.playlist[0];
    item.description = Array.from({ length: 12 }, () => item.description).join(' ');
    await route.fulfill({ json: body });
  });
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expectFocus(page, 'detail-start');
  await press(page, 'right', 'detail-more');
  await press(page, 'enter', 'show-more-close');
  const body = page.locator('.modal__body');
  const scrollTop = () => body.evaluate((node) => node.scrollTop);
  const scrollEnd = () => body.evaluate((node) => node.scrollHeight - node.clientHeight);
  expect(await scrollEnd()).toBeGreaterThan(0);
  // Cut text says so (issue 18: it was cut with no sign): a fade on the text's bottom edge and a
  // chevron, nothing above yet; the fade sits on the text, above Close.
  const more = page.locator('.scroll-box__more');
  const fade = page.locator('.scroll-box__fade--bottom');
  const topFade = page.locator('.scroll-box__fade--top');
  await expect(more).toBeVisible();
  await expect(fade).toBeVisible();
  await expect(topFade).toHaveCount(0);
  const [bodyBox, fadeBox, closeBox] = await Promise.all([
    body.boundingBox(),
    fade.boundingBox(),
    page.locator('[data-focus-key="show-more-close"]').boundingBox(),
  ]);
  if (!bodyBox || !fadeBox || !closeBox) throw new Error('no box');
  expect(Math.abs(fadeBox.y + fadeBox.height - (bodyBox.y + bodyBox.height))).toBeLessThanOrEqual(1);
  expect(fadeBox.y + fadeBox.height).toBeLessThanOrEqual(closeBox.y);
  await page.screenshot({ path: `${screenshotDir}/720-show-more-details-more.png` });
  // Up from Close reads the text from its start; Down scrolls it by steps, then returns to Close.
  await press(page, 'up', 'show-more-text');
  expect(await scrollTop()).toBe(0);
  await pressRemote(page, 'down');
  await expect.poll(scrollTop).toBeGreaterThan(0);
  await expectFocus(page, 'show-more-text');
  await expect(topFade).toBeVisible();
  await expect(more).toBeVisible();
  for (let step = 0; step < 10 && (await focusedKey(page)) !== 'show-more-close'; step += 1) {
    const before = await scrollTop();
    await pressRemote(page, 'down');
    // Each press either scrolls on or, at the end, moves focus to Close.
    await expect
      .poll(async () => (await focusedKey(page)) === 'show-more-close' || (await scrollTop()) > before)
      .toBe(true);
  }
  await expectFocus(page, 'show-more-close');
  expect(await scrollTop()).toBe(await scrollEnd());
  await expect(more).toHaveCount(0);
  await expect(fade).toHaveCount(0);
  await expect(topFade).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/720-show-more-details-long.png` });
  await press(page, 'back', 'detail-more');
});

for (const journey of journeys) {
  test(`${journey.name} by remote at 1280x720`, async ({ page }) => {
    await journey.setup?.(page);
    await page.goto(`${journey.path}${journey.path.includes('?') ? '&' : '?'}device=tizen`);
    await journey.walk(page);
    await page.screenshot({ path: `${screenshotDir}/720-${journey.name}.png` });
  });
}
