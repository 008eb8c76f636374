import { expect, type Page, test } from '@playwright/test';

/**
 * Issue 18: the app page runs under a Content-Security-Policy (server/http/pageSecurityPolicy.ts). Each
 * journey records what the policy refused: a refused worker, blob, licence request or inline loader
 * would break the app quietly, so none may be refused.
 */
test.describe.configure({ timeout: 60_000 });

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const refused: string[] = [];
    (window as unknown as { refused: string[] }).refused = refused;
    document.addEventListener('securitypolicyviolation', (event) =>
      refused.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
}
const refused = (page: Page) => page.evaluate(() => (window as unknown as { refused: string[] }).refused);
const videoTime = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? -1);

test('the page is served with its policy: own scripts only, no inline or eval', async ({ request }) => {
  const answer = await request.get('/m/m001demo/northern-lights');
  const policy = answer.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
});

test.describe('nothing the app does is refused by its policy', () => {
  test.beforeEach(({ page }) => recordViolations(page));

  test('Home on a TV and on a desktop, the modern build only', async ({ page }) => {
    const legacy: string[] = [];
    page.on('request', (request) => {
      if (/-legacy-/.test(request.url())) legacy.push(request.url());
    });
    await page.goto('/?device=tizen');
    await expect(page.locator('.card').first()).toBeVisible();
    await page.goto('/');
    await expect(page.locator('.card').first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as { __vite_is_modern_browser?: boolean }).__vite_is_modern_browser),
    ).toBe(true);
    expect(legacy).toEqual([]);
    expect(await refused(page)).toEqual([]);
  });

  test('the modern polyfills load only where a built-in is missing, before the app (issue 19)', async ({
    page,
  }) => {
    const polyfills: string[] = [];
    page.on('request', (request) => {
      if (/\/polyfills-(?!legacy)/.test(request.url())) polyfills.push(request.url());
    });
    await page.goto('/?device=tizen');
    await expect(page.locator('.card').first()).toBeVisible();
    expect(polyfills, 'this Chromium has every built-in').toEqual([]);
    // A TV engine before Chromium 66 (webOS 5's is 68): none of the seven built-ins the polyfills
    // provide. They run before any app module, so the app starts with them, and the inline test that
    // wrote the tag is allowed by its hash.
    await page.addInitScript(() => {
      for (const name of ['flat', 'flatMap', 'at']) Reflect.deleteProperty(Array.prototype, name);
      for (const name of ['trimStart', 'trimEnd']) Reflect.deleteProperty(String.prototype, name);
      Reflect.deleteProperty(Object, 'fromEntries');
      Reflect.deleteProperty(window, 'globalThis');
    });
    await page.reload();
    await expect(page.locator('.card').first()).toBeVisible();
    expect(polyfills).toHaveLength(1);
    // Module scripts run in document order: the written polyfills tag stands before the entry's.
    expect(
      await page.evaluate(() => {
        const [first, second] = ['script[src*="/polyfills-"]', 'script[src*="/index-"]'].map((selector) =>
          document.querySelector(selector),
        );
        return Boolean(
          first && second && first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      }),
    ).toBe(true);
    expect(
      await page.evaluate(() =>
        [[].at, [].flat, [].flatMap, Object.fromEntries, ''.trimStart, ''.trimEnd, self.globalThis].map(
          (builtIn) => typeof builtIn,
        ),
      ),
    ).toEqual(['function', 'function', 'function', 'function', 'function', 'function', 'object']);
    expect(await refused(page)).toEqual([]);
  });

  for (const [what, path] of [
    ['a film through hls.js (MSE blob, worker)', '/m/m001demo/northern-lights?device=tizen&play=1'],
    [
      'the encrypted item through Shaka and the ClearKey licence',
      '/m/drm00001/encrypted-sample?device=tizen&play=1',
    ],
    ['a live channel from the guide', '/p/channels?device=tizen&channel=chan0002&play=1'],
    ['the ad-stitched item', '/m/ssai0001/ssai-sample?device=tizen&play=1'],
  ] as const) {
    test(`plays ${what}`, async ({ page }) => {
      await page.goto(path);
      await expect.poll(() => videoTime(page), { timeout: 25_000 }).toBeGreaterThan(1);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await refused(page)).toEqual([]);
    });
  }

  test('a sign-in attempt with its bot check worker', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/?u=login&app-config=ottauth1');
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 20_000 });
    expect(workers.some((url) => /proofOfWork/.test(url))).toBe(true);
    expect(await refused(page)).toEqual([]);
  });
});
