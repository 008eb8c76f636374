import { expect, type Page, test } from '@playwright/test';
import { focusedKey } from './remote.ts';

/**
 * Issue 19: Home's first rows start loading as soon as the config names them, while start-up still waits
 * for the remote configuration (spec: browsing 1, step 5), so the first focused card is not held back by
 * two round trips in a row. The remote configuration is held until a request for Home's first playlist
 * has been seen: started any later, the playlist would never come and the test would fail.
 */
const FIRST_ROWS = ['featured', 'toprated', 'dramas01', 'nature01', 'emptyrow'];

/** Holds the remote configuration's answer until `release` resolves (or 10 s). */
async function holdRemoteConfig(page: Page, release: Promise<unknown>) {
  await page.route('**/v1/remote-config**', async (route) => {
    await Promise.race([release, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await route.continue();
  });
}

function playlistRequests(page: Page) {
  const seen: string[] = [];
  let firstSeen: () => void = () => {};
  const first = new Promise<void>((resolve) => {
    firstSeen = resolve;
  });
  page.on('request', (request) => {
    const id = /\/v2\/playlists\/([^/?]+)/.exec(request.url())?.[1];
    if (!id) return;
    seen.push(id);
    firstSeen();
  });
  return { seen, first };
}

test("a guest's Home rows load while the remote configuration is still on its way", async ({ page }) => {
  const playlists = playlistRequests(page);
  let remoteAnswered = false;
  page.on('requestfinished', (request) => {
    if (request.url().includes('/v1/remote-config')) remoteAnswered = true;
  });
  await holdRemoteConfig(page, playlists.first);
  await page.goto('/?device=tizen');
  await playlists.first;
  expect(remoteAnswered).toBe(false);
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  // The config's first playlist rows, each fetched once: the rows found them in the cache.
  expect([...new Set(playlists.seen)].sort()).toEqual(expect.arrayContaining([...FIRST_ROWS].sort()));
  expect(playlists.seen.filter((id) => id === 'featured')).toHaveLength(1);
});

test("a returning guest's continue watching loads with the first rows, before the remote configuration", async ({
  page,
}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem(
      'ott.history',
      JSON.stringify([{ mediaid: 'm001demo', title: 'Northern Lights', progress: 0.5, duration: 600 }]),
    ),
  );
  const watchlists: string[] = [];
  let release: () => void = () => {};
  const seen = new Promise<void>((resolve) => {
    release = resolve;
  });
  let remoteAnswered = false;
  page.on('requestfinished', (request) => {
    if (request.url().includes('/v1/remote-config')) remoteAnswered = true;
  });
  page.on('request', (request) => {
    if (!request.url().includes('/apps/watchlists/')) return;
    watchlists.push(request.url());
    release();
  });
  // Held until the list is asked for: asked for only once Home renders, it would come after the hold.
  await holdRemoteConfig(page, seen);
  await page.goto('/?device=tizen');
  await seen;
  expect(remoteAnswered).toBe(false);
  await expect(page.getByRole('heading', { name: 'Continue watching' })).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  expect(watchlists).toHaveLength(1);
  expect(watchlists[0]).toContain('/apps/watchlists/continue?');
  expect(watchlists[0]).toContain('m001demo');
});

for (const [name, path, setUp] of [
  ['away from Home (a title page)', '/m/m001demo/northern-lights?device=tizen', async () => {}],
  [
    'for a resumed session, whose kids profile would filter the rows',
    '/?device=tizen',
    (page: Page) => page.addInitScript(() => window.localStorage.setItem('ott.auth', '{}')),
  ],
] as const) {
  test(`no early rows ${name}`, async ({ page }) => {
    await setUp(page);
    const playlists = playlistRequests(page);
    let release: () => void = () => {};
    await holdRemoteConfig(
      page,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    await page.goto(path);
    await page.waitForRequest('**/v1/remote-config**');
    await page.waitForTimeout(1_500);
    expect(playlists.seen).toEqual([]);
    release();
    await expect.poll(() => focusedKey(page)).not.toBeNull();
  });
}

/*
 * Issue 19: the page preloads the settings file alongside its modules (vite.config.ts,
 * preloadSettingsFile), and start-up's own fetch takes that response: one request, made by the page's
 * link. Had the fetch not matched the preload (another URL, mode or credentials), the file would be
 * fetched twice; without the preload, the one request would be the app's fetch.
 */
test('the settings file is fetched once, by the page’s preload, and start-up uses it', async ({ page }) => {
  const settingsRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/.webapp.ini') settingsRequests.push(request.url());
  });
  await page.goto('/?device=tizen');
  // Home, not a start-up error screen (whose Retry button would take focus too).
  await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/.webapp.ini')
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(initiators).toEqual(['link']);
  expect(settingsRequests).toHaveLength(1);
});

/*
 * Issue 19: the page asks for its entry's whole static module graph at once (the entry script and its
 * modulepreloads). A module found only once another had arrived and been parsed costs a round trip more
 * before any app code runs; the entry's guard (scripts/build/guardsWithoutDataUrls.ts) was one.
 */
test('the page preloads every module its entry imports, at any depth', async ({ page, request }) => {
  await page.goto('/?device=tizen');
  const { entry, preloaded } = await page.evaluate(() => ({
    entry: document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '',
    preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    ),
  }));
  // Minified static imports: `import"./a.js"` and `…from"./b.js"`; `import("./c.js")` is lazy.
  const staticImport = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g;
  const graph = new Set<string>();
  const pending = [entry];
  for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
    const code = await (await request.get(url)).text();
    for (const [, specifier = ''] of code.matchAll(staticImport)) {
      const imported = new URL(specifier, url).href;
      if (!graph.has(imported)) pending.push(imported);
      graph.add(imported);
    }
  }
  // The first screen is one file (vite.config.ts): its guard and Rolldown's runtime at least, so the scan
  // read the imports.
  expect(graph.size).toBeGreaterThanOrEqual(2);
  expect([...graph].filter((url) => !preloaded.includes(url))).toEqual([]);
});
