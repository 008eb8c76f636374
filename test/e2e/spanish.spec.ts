import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';
import { failSearch, pressUntil, unreadableSettings, withSixSeasons } from './screenStates.ts';
import { englishStrings, spanishText } from './untranslated.ts';

/**
 * Issue 4: the browse screens in Spanish. The viewer switches the language in settings by remote, then
 * walks every screen (TV, 1920x1080): each shows its Spanish texts (from es.json), and no English
 * interface string whose Spanish differs shows anywhere in the page, hidden labels included.
 */

async function expectFocus(page: Page, key: RegExp | string) {
  await expect.poll(() => focusedKey(page)).toMatch(typeof key === 'string' ? new RegExp(`^${key}$`) : key);
}

/** The texts show (or exist, for screen-reader-only ones), the page is Spanish, and nothing is English. */
async function expectSpanish(page: Page, texts: Array<string | RegExp>, content: readonly string[] = []) {
  for (const text of texts) {
    await expect(page.getByText(text, { exact: typeof text === 'string' }).first()).toBeAttached();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await englishStrings(page, content)).toEqual([]);
}

const es = spanishText;

test('in Spanish every browse screen reads Spanish, by remote', async ({ page, context }) => {
  test.setTimeout(180_000);

  await test.step('settings: the language view switches to Español', async () => {
    await page.goto('/u/settings?device=tizen');
    await expectFocus(page, 'setting-autoplay');
    await pressUntil(page, 'down', 'setting-language');
    await pressRemote(page, 'enter');
    await expectFocus(page, 'language-en');
    await pressRemote(page, 'down');
    await pressRemote(page, 'enter');
    await expect(page.getByRole('heading', { level: 1, name: es('settings.title') })).toBeVisible();
    await expectFocus(page, 'setting-language');
    await expectSpanish(page, [es('settings.autoplay'), es('settings.video_quality'), es('settings.legal')]);
    await pressRemote(page, 'up');
    await expectFocus(page, 'setting-quality');
    await pressRemote(page, 'enter');
    await expectFocus(page, 'quality-auto');
    await expectSpanish(page, [es('settings.quality_auto'), es('settings.quality_360')]);
    await pressRemote(page, 'back');
    await expectFocus(page, 'setting-quality');
    // The language view again, now in Spanish, with Español the chosen one.
    await pressRemote(page, 'down');
    await expectFocus(page, 'setting-language');
    await pressRemote(page, 'enter');
    await expectFocus(page, 'language-es');
    await expectSpanish(page, [es('settings.language'), 'Español']);
    await pressRemote(page, 'back');
    await expectFocus(page, 'setting-language');
  });

  await test.step('home and the exit question', async () => {
    await page.goto('/?device=tizen');
    await expectFocus(page, 'card-0-m001demo');
    await expectSpanish(page, [es('app.home'), es('search.title'), es('feature.settings')]);
    await pressRemote(page, 'back');
    await expectFocus(page, 'nav-home');
    await pressRemote(page, 'back');
    await expectFocus(page, 'exit-cancel');
    await expectSpanish(page, [es('app.exit_title'), es('app.exit_cancel'), es('app.exit_confirm')]);
    await page.screenshot({ path: `${screenshotDir}/es-exit-question.png` });
    await pressRemote(page, 'back');
    await expectFocus(page, 'nav-home');
  });

  await test.step('playlist page: genre filter and load more', async () => {
    await page.goto('/p/search01/search?device=tizen');
    await expectFocus(page, /^grid-/);
    await pressUntil(page, 'down', 'grid-more');
    // The demo's long playlist is the search playlist, titled 'Search' by the catalogue (content, not a
    // label; the menu's Search was checked on Home).
    await expectSpanish(page, [es('video.all_genres'), es('video.load_more')], ['Search']);
  });

  await test.step('content list', async () => {
    await page.goto('/n/family01/family?device=tizen');
    await expectFocus(page, /^grid-/);
    await pressRemote(page, 'right');
    await expectSpanish(page, [new RegExp(es('video.locked'))]);
  });

  await test.step('see more', async () => {
    await page.goto('/toprated?device=tizen');
    await expectFocus(page, /^more-/);
    await pressUntil(page, 'up', 'see-more-back');
    await expectSpanish(page, [es('app.back')]);
  });

  await test.step('movie page and the show-more modal', async () => {
    await page.goto('/m/m001demo/northern-lights?device=tizen');
    await expectFocus(page, 'detail-start');
    await expectSpanish(page, [
      es('video.start_watching'),
      es('video.trailer'),
      es('video.add_favorite'),
      es('video.share'),
    ]);
    await pressRemote(page, 'right');
    await expectFocus(page, 'detail-more');
    await pressRemote(page, 'enter');
    await expectFocus(page, 'show-more-close');
    await expectSpanish(page, [es('video.cast'), es('video.director'), es('video.close')]);
    await page.screenshot({ path: `${screenshotDir}/es-show-more-details.png` });
    await pressRemote(page, 'back');
    await expectFocus(page, 'detail-more');
  });

  await test.step('series page: season buttons', async () => {
    await page.goto('/s/sig00001?device=tizen');
    await expectFocus(page, 'detail-start');
    await pressRemote(page, 'down');
    await expectFocus(page, /^season-/);
    await expectSpanish(page, [
      es('video.all_seasons'),
      es('video.season', { season: 2 }),
      es('video.episodes'),
      new RegExp(`^${es('video.start_watching')} T1:E1$`),
    ]);
  });

  await test.step('series page: the season dropdown', async () => {
    await withSixSeasons(page);
    await page.goto('/s/kit00001?e=ck1e02ep&device=tizen');
    await expectFocus(page, 'detail-start');
    await pressRemote(page, 'down');
    await expectFocus(page, 'season-dropdown');
    await pressRemote(page, 'enter');
    await expect(page.getByRole('listbox', { name: es('video.seasons') })).toBeVisible();
    await expectSpanish(page, [es('video.current_episode'), es('video.season', { season: 6 })]);
    await pressRemote(page, 'back');
    await expectFocus(page, 'season-dropdown');
  });

  await test.step('hub', async () => {
    await page.goto('/m/hub00001/weekend-picks?device=tizen');
    await expectFocus(page, /./);
    await pressUntil(page, 'down', /^card-/);
    // On TV a row's 'see more' is its last stop (issue 18): Right past the row's cards to it.
    await pressUntil(page, 'right', /^see-more-/, 15);
    await expectSpanish(page, [es('video.show_more'), new RegExp(es('shelf.see_more'))]);
  });

  await test.step('static page', async () => {
    await page.goto('/m/page0001/about-this-catalogue?device=tizen');
    await expectFocus(page, 'page-text');
    await pressUntil(page, 'left', /^nav-/);
    await expectSpanish(page, [es('app.home')]);
  });

  await test.step('search: keyboard and recent searches, then results', async () => {
    await page.evaluate(() => localStorage.setItem('ott.searchHistory', '["harbour"]'));
    await page.goto('/q/?device=tizen');
    await expectFocus(page, 'key-a');
    await expectSpanish(page, [
      es('search.title'),
      es('search.reset'),
      es('search.recent_searches'),
      es('search.space'),
      es('search.delete'),
      es('search.clear'),
      es('search.placeholder'),
    ]);
    await pressUntil(page, 'down', 'recent-harbour');
    await pressRemote(page, 'enter');
    await expect(page).toHaveURL(/\/q\/harbour$/);
    // One result: the singular form (results_title_one).
    await expectSpanish(page, [es('search.results_title_one', { count: 1, query: 'harbour' })]);
  });

  await test.step('search: no results', async () => {
    await page.goto('/q/zzzzqq?device=tizen');
    await expectFocus(page, 'key-a');
    await expectSpanish(page, [
      es('search.no_results_heading', { query: 'zzzzqq' }),
      es('search.tip_one'),
      es('search.tip_three'),
    ]);
  });

  await test.step('search: an error', async () => {
    await failSearch(page);
    await page.goto('/q/harbour?device=tizen');
    await expectFocus(page, 'key-a');
    await expectSpanish(page, [es('search.error_heading'), es('search.error_description')]);
    await page.unrouteAll();
  });

  await test.step('favourites: empty, then with items and the clear confirmation', async () => {
    await page.goto('/favorites?device=tizen');
    await expectSpanish(page, [es('favorites.title'), es('favorites.no_favorites')]);
    await page.evaluate(() =>
      localStorage.setItem(
        'ott.favorites',
        JSON.stringify([{ mediaid: 'm003demo', title: 'City of Tides' }]),
      ),
    );
    await page.reload();
    await expectFocus(page, 'favorite-m003demo');
    await pressRemote(page, 'up');
    await expectFocus(page, 'favorites-clear');
    await pressRemote(page, 'enter');
    await expectFocus(page, 'favorites-confirm-cancel');
    await expectSpanish(page, [
      es('favorites.clear_favorites_title'),
      es('favorites.clear_favorites_body'),
      es('app.cancel'),
      es('favorites.clear'),
    ]);
    await pressRemote(page, 'back');
    await expectFocus(page, 'favorites-clear');
  });

  await test.step('legal pages and about', async () => {
    for (const [path, title] of [
      ['/privacy-policy', es('app.privacy_policy')],
      ['/terms-of-use', es('app.terms_of_use')],
      ['/o/about', es('legal.about_title')],
    ] as const) {
      await page.goto(`${path}?device=tizen`);
      await expectFocus(page, 'page-text');
      await pressRemote(page, 'down');
      await expectSpanish(page, [title]);
    }
  });

  await test.step('live guide', async () => {
    await page.goto('/p/channels?channel=chan0002&device=tizen');
    await expectFocus(page, /./);
    await pressRemote(page, 'down');
    await expectSpanish(page, [
      es('epg.now'),
      new RegExp(es('epg.earlier')),
      new RegExp(es('epg.later')),
      es('epg.watch_live'),
    ]);
    await page.screenshot({ path: `${screenshotDir}/es-live-guide.png` });
  });

  await test.step('not found', async () => {
    await page.goto('/no/such/page?device=tizen');
    await expectFocus(page, 'error-screen-action');
    await expectSpanish(page, [es('error.not_found_title'), es('error.not_found_description')]);
    await pressRemote(page, 'enter');
    await expectFocus(page, /^card-/);
  });

  await test.step('a disabled feature', async () => {
    await page.goto('/q/?device=tizen&app-config=ottnofea');
    await expectFocus(page, 'feature-disabled-action');
    await expectSpanish(page, [es('error.feature_disabled', { feature: es('feature.search') })]);
    await page.goto('/?device=tizen&app-config=');
  });

  await test.step('offline', async () => {
    await page.goto('/?device=tizen');
    await expectFocus(page, 'card-0-m001demo');
    await context.setOffline(true);
    await expectFocus(page, 'offline-action');
    await expectSpanish(page, [es('error.offline_title'), es('error.offline_description'), es('app.retry')]);
    await context.setOffline(false);
    await expectFocus(page, 'card-0-m001demo');
  });

  await test.step('cookie consent', async () => {
    await context.clearCookies();
    await page.goto('/?device=tizen');
    await expectFocus(page, 'cookie-accept');
    await expectSpanish(page, [es('consent.accept'), es('consent.description')]);
    await pressRemote(page, 'enter');
    await expectFocus(page, 'card-0-m001demo');
  });

  await test.step('a start-up error', async () => {
    await unreadableSettings(page);
    await page.goto('/?device=tizen');
    await expectFocus(page, 'startup-error-action');
    await expectSpanish(page, [es('error.settings_unreadable'), es('error.check_your_settings')]);
  });
});
