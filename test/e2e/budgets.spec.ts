import { expect, type Page, test } from '@playwright/test';
import { deviceProfiles } from '../../devices/index.ts';
import { measureBundle } from '../../scripts/bench/bundleSize.ts';
import { backOutOfPlayer, focusedKey, pressRemote } from './remote.ts';
import { openScaleHome } from './scaleHome.ts';

/**
 * Issue 7's CI check: the budgets of devices/*.json that do not depend on machine load. Bytes of the
 * first screen from the build, DOM elements and layout objects after the Home walk, listeners across
 * player cycles. Timings are measured by `npm run bench` and never asserted here.
 */
const tizen = deviceProfiles.find((profile) => profile.id === 'tizen');
const budgets = tizen?.budgets;
if (!budgets) throw new Error('devices/tizen.json has no budgets');

/** One build serves every device: its bytes must fit the strictest profile's budget. */
const strictest = (pick: (profile: (typeof deviceProfiles)[number]) => number | undefined) =>
  Math.min(...deviceProfiles.map(pick).filter((value): value is number => value !== undefined));

test('the first screen fits its gzip budget, modern and legacy', () => {
  const bundle = measureBundle('dist');
  const jsKb = strictest((profile) => profile.budgets?.firstScreenJsKb);
  const cssKb = strictest((profile) => profile.budgets?.firstScreenCssKb);
  console.log(
    `First screen gzip: modern JS ${(bundle.modernJs / 1000).toFixed(1)} kB on a TV (with ${(bundle.modernPolyfillsJs / 1000).toFixed(1)} kB polyfills; desktop and mobile, with the header and footer, no polyfills: ${(bundle.modernWithPageChromeJs / 1000).toFixed(1)} kB), legacy JS ${(bundle.legacyJs / 1000).toFixed(1)} kB ` +
      `(+ ${(bundle.legacyPolyfillsJs / 1000).toFixed(1)} kB legacy polyfills, not budgeted), CSS ${(bundle.css / 1000).toFixed(1)} kB on a TV, ${(bundle.cssWithPageChrome / 1000).toFixed(1)} kB on desktop and mobile; budgets: JS ${jsKb} kB, CSS ${cssKb} kB`,
  );
  expect.soft(bundle.modernJs / 1000, 'modern first-screen JS, kB gzip').toBeLessThanOrEqual(jsKb);
  const desktopKb = strictest((profile) =>
    profile.kind === 'tv' ? undefined : profile.budgets?.firstScreenJsKb,
  );
  expect
    .soft(bundle.modernWithPageChromeJs / 1000, 'modern first-screen JS with the header and footer, kB gzip')
    .toBeLessThanOrEqual(desktopKb);
  expect.soft(bundle.legacyJs / 1000, 'legacy first-screen JS, kB gzip').toBeLessThanOrEqual(jsKb);
  expect.soft(bundle.css / 1000, 'first-screen CSS, kB gzip').toBeLessThanOrEqual(cssKb);
  expect
    .soft(bundle.cssWithPageChrome / 1000, 'first-screen CSS with the header and footer, kB gzip')
    .toBeLessThanOrEqual(cssKb);
});

async function afterGcMetrics(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  // Layout objects are garbage-collected (Oilpan): detached ones count until a collection.
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const { metrics } = await session.send('Performance.getMetrics');
  await session.detach();
  return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
}

test('after the Home walk (20 along the first of 50 shelves, down through all) the DOM stays in budget', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openScaleHome(page);
  for (let step = 0; step < 20; step += 1) {
    const before = await focusedKey(page);
    await pressRemote(page, 'right');
    await expect.poll(() => focusedKey(page)).not.toBe(before);
  }
  for (let step = 0; step < 49; step += 1) {
    await pressRemote(page, 'down');
    await expect.poll(() => focusedKey(page)).toMatch(new RegExp(`^card-${step + 1}-`));
  }
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const metrics = await afterGcMetrics(page);
  console.log(`After the Home walk: ${elements} elements, ${metrics.LayoutObjects} layout objects`);
  expect.soft(elements).toBeLessThanOrEqual(budgets.domElementsAfterHomeWalk);
  expect.soft(metrics.LayoutObjects).toBeLessThanOrEqual(budgets.layoutObjectsAfterHomeWalk);
});

async function listeners(page: Page) {
  const session = await page.context().newCDPSession(page);
  const count = async (expression: string) => {
    const { result } = await session.send('Runtime.evaluate', { expression });
    const found = await session.send('DOMDebugger.getEventListeners', { objectId: result.objectId ?? '' });
    return found.listeners.length;
  };
  const total = (await count('window')) + (await count('document'));
  await session.detach();
  return total;
}

test('20 player open/close cycles add no more window and document listeners than the budget', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  const cycle = async () => {
    await pressRemote(page, 'enter');
    await expect
      .poll(
        () =>
          page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? 0),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0.2);
    await backOutOfPlayer(page);
    await expect(page.locator('.player')).toHaveCount(0);
    await expect.poll(() => focusedKey(page)).toBe('detail-start');
  };
  await cycle();
  const first = await listeners(page);
  for (let index = 1; index < 20; index += 1) await cycle();
  const last = await listeners(page);
  console.log(`Player listeners on window and document: ${first} after cycle 1, ${last} after cycle 20`);
  expect(last - first).toBeLessThanOrEqual(budgets.playerListenerGrowth);
});
