import { expect, type Page, test } from '@playwright/test';
import type { RemoteAction } from '../../devices/index.ts';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';
import { pressUntil, seedFavourites, seedSearchHistory } from './screenStates.ts';
import {
  focusOutsideSafeArea,
  outsideSafeArea,
  readTexts,
  rowStarts,
  safeArea,
  tooSmall,
} from './tenFootText.ts';

/**
 * Issue 26, "Ten-foot type and safe area": on the TV layout everything a viewer reads is at least
 * 24 px at 1080p (1.5rem; the layout scales with the width, so 16 px at 720p) and lies inside the
 * 5 % safe area that overscanning TVs may cut (Android TV: 96 x 54 px at 1080p, 64 x 36 at 720p).
 * Rows of cards and the guide's programmes scroll sideways and run off the right edge on purpose, as
 * TV apps' rows do: there the right margin is not asked, but each row's title and first card start
 * inside it. Content that goes on below the screen may peek under the bottom edge (Down reaches it).
 * Screen-reader-only text (1 px boxes) and images' alt text are not drawn and not measured; text
 * hidden from screen readers (aria-hidden) is drawn and is. The font size is checked at 1080p; the safe area at 1080p and 720p.
 */

interface Step {
  /**
   * What must be on the page before the step's presses: a row that loads after the first focus. A Down
   * pressed before it is there has nowhere to go and moves nothing, as on a TV.
   */
  loaded?: string;
  keys?: RemoteAction[];
  until?: RemoteAction;
  focus: RegExp;
}

interface TenFootScreen {
  name: string;
  path: string;
  setup?: (page: Page) => Promise<void>;
  /** Focus on arrival, then the remote's walk to the state measured. */
  steps: Step[];
  /** What must happen after the walk (the player: its picture playing, then paused by remote). */
  afterWalk?: (page: Page) => Promise<void>;
}

/** The player's picture moving. */
async function pictureMoving(page: Page) {
  await expect
    .poll(() => page.locator('.player__video').evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0.5);
}

/** The player paused by remote, its controls pinned up and the seek bar focused. */
async function pausedPlayer(page: Page) {
  const video = page.locator('.player__video');
  await pictureMoving(page);
  await pressRemote(page, 'pause');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('player-seek');
}

const screens: TenFootScreen[] = [
  { name: 'home', path: '/', steps: [{ focus: /^card-0-m001demo$/ }] },
  {
    name: 'home-lower-row',
    path: '/',
    steps: [{ focus: /^card-0-/ }, { keys: ['down', 'down', 'down'], focus: /^card-[1-9]\d*-/ }],
  },
  {
    name: 'home-back-up',
    path: '/',
    steps: [{ focus: /^card-0-/ }, { until: 'down', focus: /^card-4-/ }, { keys: ['up'], focus: /^card-3-/ }],
  },
  {
    name: 'home-row-end',
    path: '/',
    steps: [
      { focus: /^card-0-/ },
      { until: 'down', focus: /^card-3-/ },
      { until: 'right', focus: /^see-more-3$/ },
    ],
  },
  {
    name: 'menu',
    path: '/',
    steps: [{ focus: /^card-0-m001demo$/ }, { until: 'left', focus: /^nav-/ }],
  },
  { name: 'movie', path: '/m/m003demo/city-of-tides', steps: [{ focus: /^detail-start$/ }] },
  {
    name: 'movie-related',
    path: '/m/m003demo/city-of-tides',
    steps: [
      { focus: /^detail-start$/ },
      { loaded: '[data-focus-key^="related-"]', until: 'down', focus: /^related-/ },
    ],
  },
  { name: 'series', path: '/s/sig00001', steps: [{ focus: /^detail-start$/ }] },
  {
    name: 'series-episodes',
    path: '/s/sig00001',
    steps: [
      { focus: /^detail-start$/ },
      { loaded: '[data-focus-key^="episode-"]', until: 'down', focus: /^episode-/ },
    ],
  },
  {
    name: 'guide',
    path: '/p/channels?channel=chan0002',
    steps: [{ focus: /./ }, { keys: ['down', 'right'], focus: /./ }],
  },
  {
    name: 'search',
    path: '/q/',
    setup: (page) => seedSearchHistory(page),
    steps: [{ focus: /^key-a$/ }],
  },
  { name: 'search-results', path: '/q/harbour', steps: [{ focus: /^key-a$/ }] },
  { name: 'settings', path: '/u/settings', steps: [{ focus: /^setting-autoplay$/ }] },
  { name: 'player', path: '/m/m003demo/city-of-tides?play=1', steps: [], afterWalk: pausedPlayer },
  {
    name: 'player-tracks',
    path: '/m/m003demo/city-of-tides?play=1',
    steps: [],
    afterWalk: async (page) => {
      await pausedPlayer(page);
      await pressRemote(page, 'down');
      await pressUntil(page, 'right', 'player-tracks');
      await pressRemote(page, 'enter');
      await expect.poll(() => focusedKey(page)).toMatch(/^player-panel-/);
    },
  },
  {
    name: 'channel-banner',
    path: '/p/channels?channel=chan0001',
    steps: [
      { focus: /^epg-grid$/ },
      { keys: ['enter'], focus: /^live-play$/ },
      { keys: ['enter'], focus: /./ },
    ],
    afterWalk: async (page) => {
      await pictureMoving(page);
      await pressRemote(page, 'channelUp');
      await expect(page.locator('.channel-banner__status')).toBeVisible();
    },
  },
  { name: 'grid', path: '/p/search01/search', steps: [{ focus: /^grid-/ }] },
  { name: 'see-more', path: '/search01', steps: [{ focus: /^more-/ }] },
  { name: 'hub', path: '/m/hub00001/weekend-picks', steps: [{ focus: /./ }] },
  {
    name: 'favourites',
    path: '/favorites',
    setup: seedFavourites,
    steps: [{ focus: /^favorite-m003demo$/ }],
  },
  {
    name: 'favourites-clear',
    path: '/favorites',
    setup: seedFavourites,
    steps: [
      { focus: /^favorite-m003demo$/ },
      { keys: ['up'], focus: /^favorites-clear$/ },
      { keys: ['enter'], focus: /^favorites-confirm-cancel$/ },
    ],
  },
  {
    name: 'show-more',
    path: '/m/m001demo/northern-lights?u=show-more-details',
    steps: [{ focus: /^show-more-close$/ }],
  },
  {
    name: 'exit',
    path: '/',
    steps: [
      { focus: /^card-0-m001demo$/ },
      { keys: ['back'], focus: /^nav-/ },
      { keys: ['back'], focus: /^exit-cancel$/ },
    ],
  },
  { name: 'page', path: '/m/page0001/about-this-catalogue', steps: [{ focus: /./ }] },
  { name: 'terms', path: '/u/terms-of-use', steps: [{ focus: /./ }] },
  { name: 'not-found', path: '/no/such/page', steps: [{ focus: /./ }] },
  {
    name: 'sign-in',
    path: '/?app-config=ottauth1&u=login&method=email',
    steps: [{ focus: /^login-email$/ }],
  },
  {
    name: 'create-account',
    path: '/?app-config=ottauth1&u=create-account&method=email',
    steps: [{ focus: /./ }],
  },
  { name: 'tv-sign-in', path: '/?app-config=ottauth1&u=login', steps: [{ focus: /^tv-sign-in-email$/ }] },
];

async function open(page: Page, screen: TenFootScreen) {
  await screen.setup?.(page);
  await page.goto(`${screen.path}${screen.path.includes('?') ? '&' : '?'}device=tizen`);
  for (const step of screen.steps) {
    if (step.loaded) await expect(page.locator(step.loaded).first()).toBeVisible();
    for (const key of step.keys ?? []) {
      await pressRemote(page, key);
      // The guide is one focusable grid: its cursor moves, focus does not. Let each press land.
      await page.waitForTimeout(150);
    }
    if (step.until) await pressUntil(page, step.until, step.focus);
    await expect.poll(() => focusedKey(page)).toMatch(step.focus);
  }
  await screen.afterWalk?.(page);
  // Scrolling and card growth are animated (up to 200 ms): measure where things come to rest.
  await page.waitForTimeout(400);
}

const sizes = [
  { label: '1080p', width: 1920, height: 1080, minFontPx: 24 },
  // The same layout scaled (1rem = 10.67 px): sizes follow, the margins are checked again.
  { label: '720p', width: 1280, height: 720, minFontPx: undefined },
] as const;

for (const size of sizes) {
  test.describe(size.label, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    for (const screen of screens) {
      test(`TV ${screen.name} at ${size.label}: text is large enough and inside the 5 % safe area`, async ({
        page,
      }) => {
        await open(page, screen);
        await page.screenshot({ path: `${screenshotDir}/tenfoot-${size.label}-${screen.name}.png` });
        const texts = await readTexts(page);
        expect(texts.length, 'texts measured').toBeGreaterThan(0);
        if (size.minFontPx) {
          expect.soft(tooSmall(texts, size.minFontPx), `text under ${size.minFontPx} px`).toEqual([]);
        }
        expect
          .soft(outsideSafeArea(texts, size.width, size.height), 'text outside the safe area')
          .toEqual([]);
        expect
          .soft(await focusOutsideSafeArea(page, size.width, size.height), 'focus outside the safe area')
          .toEqual([]);
        const safeLeft = safeArea(size.width, size.height).left;
        const early = (await rowStarts(page)).filter((row) => row.left < safeLeft - 0.5);
        expect
          .soft(
            early.map((row) => `row "${row.row}" starts at x ${Math.round(row.left)}`),
            'rows starting left of the safe area',
          )
          .toEqual([]);
      });
    }
  });
}
