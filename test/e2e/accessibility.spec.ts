import { expect, type Page, test } from '@playwright/test';
import type { RemoteAction } from '../../devices/index.ts';
import { axeViolations } from './axe.ts';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';
import {
  failSearch,
  pressUntil,
  seedFavourites,
  seedSearchHistory,
  unreadableSettings,
  withSixSeasons,
} from './screenStates.ts';

/**
 * Issue 4: axe (WCAG 2.0/2.1 A and AA) on every browse screen and overlay on TV, at its first focus
 * and after the remote moved focus (virtualised screens show axe only what is in the DOM; focus styles
 * change contrast), then on the desktop and mobile layouts. Each TV screen's last state is written to
 * test-results/screens/tv-{name}.png for review.
 */

type Focus = RegExp | string;

interface Position {
  /** Something other than a key first (the network going away). */
  act?: (page: Page) => Promise<void>;
  keys?: RemoteAction[];
  /** Presses this key until focus matches `focus`. */
  until?: RemoteAction;
  focus: Focus;
}

interface ScreenCase {
  name: string;
  path: string;
  setup?: (page: Page) => Promise<void>;
  first: Focus;
  positions: Position[];
}

const tvScreens: ScreenCase[] = [
  {
    name: 'home',
    path: '/',
    first: 'card-0-m001demo',
    positions: [
      { keys: ['right'], focus: 'card-0-m002demo' },
      { keys: ['down', 'down'], focus: /^card-[3-9]-/ },
      { until: 'left', focus: /^nav-/ },
    ],
  },
  {
    name: 'exit-question',
    path: '/',
    first: 'card-0-m001demo',
    positions: [
      // Issue 26: Back on Home's top row goes to the menu, and Back there asks.
      { keys: ['back'], focus: 'nav-home' },
      { keys: ['back'], focus: 'exit-cancel' },
      { keys: ['right'], focus: 'exit-confirm-button' },
    ],
  },
  {
    name: 'cookie-consent',
    path: '/',
    setup: (page) => page.context().clearCookies(),
    first: 'cookie-accept',
    positions: [{ keys: ['down', 'left'], focus: 'cookie-accept' }],
  },
  {
    name: 'offline',
    path: '/',
    first: 'card-0-m001demo',
    positions: [{ act: (page) => page.context().setOffline(true), focus: 'offline-action' }],
  },
  {
    name: 'playlist',
    path: '/p/search01/search',
    first: /^grid-/,
    positions: [
      { keys: ['right'], focus: /^grid-/ },
      { until: 'up', focus: /^genre-/ },
      { keys: ['right'], focus: /^genre-/ },
      { until: 'down', focus: 'grid-more' },
    ],
  },
  {
    name: 'content-list',
    path: '/n/family01/family',
    first: /^grid-/,
    positions: [{ keys: ['right'], focus: /^grid-/ }],
  },
  {
    name: 'see-more',
    path: '/toprated',
    first: /^more-/,
    positions: [{ keys: ['right', 'down'], focus: /^more-/ }],
  },
  {
    name: 'movie',
    path: '/m/m001demo/northern-lights',
    first: 'detail-start',
    positions: [
      { keys: ['right'], focus: 'detail-more' },
      { until: 'down', focus: /^related-/ },
    ],
  },
  {
    name: 'show-more-details',
    path: '/m/m001demo/northern-lights',
    first: 'detail-start',
    positions: [
      { keys: ['right'], focus: 'detail-more' },
      { keys: ['enter'], focus: 'show-more-close' },
    ],
  },
  {
    name: 'series',
    path: '/s/sig00001',
    first: 'detail-start',
    positions: [
      { keys: ['down'], focus: /^season-/ },
      { until: 'down', focus: /^episode-/ },
    ],
  },
  {
    name: 'season-dropdown',
    path: '/s/kit00001?e=ck1e02ep',
    setup: withSixSeasons,
    first: 'detail-start',
    positions: [
      { keys: ['down'], focus: 'season-dropdown' },
      { keys: ['enter'], focus: 'season-option-1' },
      { keys: ['down'], focus: 'season-option-2' },
    ],
  },
  {
    name: 'hub',
    path: '/m/hub00001/weekend-picks',
    first: /./,
    positions: [{ until: 'down', focus: /^card-/ }],
  },
  {
    name: 'static-page',
    path: '/m/page0001/about-this-catalogue',
    first: 'page-text',
    positions: [
      // The text fits: Down goes on to its links, buttons below it on TV.
      { keys: ['down'], focus: 'text-link-0' },
      { until: 'left', focus: /^nav-/ },
    ],
  },
  {
    name: 'search',
    path: '/q/',
    setup: (page) => seedSearchHistory(page),
    first: 'key-a',
    positions: [
      { keys: ['right'], focus: 'key-b' },
      { until: 'down', focus: /^recent-/ },
    ],
  },
  {
    name: 'search-results',
    path: '/q/harbour',
    first: 'key-a',
    positions: [{ until: 'down', focus: /^result-/ }],
  },
  {
    name: 'search-no-results',
    path: '/q/zzzzqq',
    first: 'key-a',
    positions: [{ until: 'up', focus: 'search-reset' }],
  },
  {
    name: 'search-error',
    path: '/q/harbour',
    setup: failSearch,
    first: 'key-a',
    positions: [{ keys: ['down'], focus: 'key-j' }],
  },
  {
    name: 'favourites-empty',
    path: '/favorites',
    first: /./,
    positions: [],
  },
  {
    name: 'favourites',
    path: '/favorites',
    setup: seedFavourites,
    first: 'favorite-m003demo',
    positions: [
      { keys: ['right'], focus: 'favorite-m001demo' },
      { keys: ['up'], focus: 'favorites-clear' },
    ],
  },
  {
    name: 'favourites-clear',
    path: '/favorites',
    setup: seedFavourites,
    first: 'favorite-m003demo',
    positions: [
      { keys: ['up'], focus: 'favorites-clear' },
      { keys: ['enter'], focus: 'favorites-confirm-cancel' },
      { keys: ['right'], focus: 'favorites-confirm-clear' },
    ],
  },
  {
    name: 'settings',
    path: '/u/settings',
    first: 'setting-autoplay',
    positions: [
      { keys: ['down'], focus: 'setting-quality' },
      { until: 'down', focus: /^setting-legal-/ },
    ],
  },
  {
    name: 'settings-quality',
    path: '/u/settings',
    first: 'setting-autoplay',
    positions: [
      { keys: ['down'], focus: 'setting-quality' },
      { keys: ['enter'], focus: 'quality-auto' },
      { keys: ['down'], focus: 'quality-1080' },
    ],
  },
  {
    name: 'settings-language',
    path: '/u/settings',
    first: 'setting-autoplay',
    positions: [
      { until: 'down', focus: 'setting-language' },
      { keys: ['enter'], focus: 'language-en' },
      { keys: ['down'], focus: 'language-es' },
    ],
  },
  {
    name: 'privacy-policy',
    path: '/privacy-policy',
    first: 'page-text',
    positions: [{ keys: ['down', 'down'], focus: 'page-text' }],
  },
  {
    name: 'terms-of-use',
    path: '/terms-of-use',
    first: 'page-text',
    positions: [{ keys: ['down'], focus: 'page-text' }],
  },
  {
    name: 'about',
    path: '/o/about',
    first: 'page-text',
    positions: [{ until: 'left', focus: /^nav-/ }],
  },
  {
    name: 'not-found',
    path: '/no/such/page',
    first: 'error-screen-action',
    positions: [{ until: 'left', focus: /^nav-/ }],
  },
  {
    name: 'feature-disabled',
    path: '/q/?app-config=ottnofea',
    first: 'feature-disabled-action',
    positions: [{ until: 'left', focus: /^nav-/ }],
  },
  {
    name: 'startup-error',
    path: '/',
    setup: unreadableSettings,
    first: 'startup-error-action',
    positions: [],
  },
  {
    name: 'tv-sign-in',
    path: '/?app-config=ottauth1&u=login',
    first: 'tv-sign-in-email',
    positions: [],
  },
  {
    name: 'sign-in',
    path: '/?app-config=ottsvod1&u=login&method=email',
    first: 'login-email',
    positions: [
      { keys: ['down'], focus: 'login-password' },
      { keys: ['enter'], focus: 'key-a' },
      { keys: ['back'], focus: 'login-password' },
      { until: 'down', focus: 'login-sign-up' },
    ],
  },
  {
    name: 'sign-up',
    path: '/?app-config=ottsvod1&u=create-account&method=email',
    first: 'signup-first-name',
    positions: [
      { until: 'down', focus: 'signup-terms' },
      { keys: ['down', 'enter'], focus: 'signup-error' },
    ],
  },
  {
    name: 'forgot-password',
    path: '/?app-config=ottauth1&u=forgot-password',
    first: 'forgot-email',
    positions: [{ until: 'down', focus: 'forgot-sign-in' }],
  },
  {
    name: 'live-guide',
    path: '/p/channels?channel=chan0002',
    first: /./,
    positions: [{ keys: ['down', 'right', 'right'], focus: /./ }],
  },
];

function withDevice(path: string, device: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}device=${device}`;
}

async function expectFocus(page: Page, focus: Focus) {
  await expect
    .poll(() => focusedKey(page))
    .toMatch(typeof focus === 'string' ? new RegExp(`^${focus}$`) : focus);
}

for (const screen of tvScreens) {
  test(`TV ${screen.name}: no axe violations at each focus position`, async ({ page }) => {
    await screen.setup?.(page);
    await page.goto(withDevice(screen.path, 'tizen'));
    await expectFocus(page, screen.first);
    expect(await axeViolations(page), 'on arrival').toEqual([]);
    for (const [index, position] of screen.positions.entries()) {
      await position.act?.(page);
      for (const key of position.keys ?? []) await pressRemote(page, key);
      if (position.until) await pressUntil(page, position.until, position.focus);
      await expectFocus(page, position.focus);
      expect(await axeViolations(page), `at position ${index + 1} (${await focusedKey(page)})`).toEqual([]);
    }
    await page.screenshot({ path: `${screenshotDir}/tv-${screen.name}.png` });
  });
}

/** Desktop (header, footer) and mobile (narrow, touch): the chrome and the screens a viewer starts from. */
const layouts = {
  desktop: { viewport: { width: 1920, height: 1080 } },
  narrow: { viewport: { width: 900, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

interface LayoutCase {
  name: string;
  path: string;
  layout: keyof typeof layouts;
  setup?: (page: Page) => Promise<void>;
  /** A second state: an open menu, the footer in view, an open dialog. */
  second?: (page: Page) => Promise<void>;
  screenshot?: boolean;
}

const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
};

const layoutScreens: LayoutCase[] = [
  {
    name: 'desktop-home',
    path: '/',
    layout: 'desktop',
    second: async (page) => {
      await page.getByRole('button', { name: 'Choose language' }).click();
      await expect(page.getByRole('menu', { name: 'Language' })).toBeVisible();
    },
    screenshot: true,
  },
  {
    name: 'desktop-footer',
    path: '/p/family01/family',
    layout: 'desktop',
    second: async (page) => {
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.getByRole('contentinfo').getByRole('link').first().focus();
    },
  },
  { name: 'desktop-search', path: '/q/harbour', layout: 'desktop' },
  { name: 'desktop-settings', path: '/u/settings', layout: 'desktop' },
  {
    name: 'desktop-movie',
    path: '/m/m001demo/northern-lights',
    layout: 'desktop',
    second: async (page) => {
      await page.getByRole('button', { name: 'more', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Northern Lights' })).toBeVisible();
    },
  },
  {
    name: 'desktop-favourites',
    path: '/favorites',
    layout: 'desktop',
    setup: seedFavourites,
    second: async (page) => {
      await page.getByRole('button', { name: 'Clear', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Clear favourites?' })).toBeVisible();
    },
  },
  {
    name: 'desktop-sign-in',
    path: '/?app-config=ottsvod1&u=login',
    layout: 'desktop',
    screenshot: true,
    second: async (page) => {
      await page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'mobile-sign-up',
    path: '/?app-config=ottauth1&u=create-account',
    layout: 'mobile',
    screenshot: true,
  },
  { name: 'narrow-home', path: '/', layout: 'narrow', second: openMenu },
  { name: 'mobile-home', path: '/', layout: 'mobile', second: openMenu, screenshot: true },
  { name: 'mobile-movie', path: '/m/m001demo/northern-lights', layout: 'mobile' },
  { name: 'mobile-series', path: '/s/kit00001', layout: 'mobile' },
  {
    name: 'mobile-search',
    path: '/q/',
    layout: 'mobile',
    setup: (page) => seedSearchHistory(page),
    second: async (page) => {
      await page.getByRole('button', { name: 'harbour' }).tap();
      await expect(page.getByText('1 result for "harbour"')).toBeVisible();
    },
  },
];

for (const screen of layoutScreens) {
  test.describe(() => {
    test.use(layouts[screen.layout]);
    test(`${screen.name}: no axe violations`, async ({ page }) => {
      await screen.setup?.(page);
      await page.goto(withDevice(screen.path, 'desktop'));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeAttached();
      // A touch layout gives nothing focus on arrival; desktop focuses the screen's first control.
      if (screen.layout !== 'mobile') await expect.poll(() => focusedKey(page)).not.toBeNull();
      if (screen.screenshot) await page.screenshot({ path: `${screenshotDir}/${screen.name}.png` });
      expect(await axeViolations(page), 'on arrival').toEqual([]);
      if (screen.second) {
        await screen.second(page);
        expect(await axeViolations(page), 'in its second state').toEqual([]);
      }
    });
  });
}
