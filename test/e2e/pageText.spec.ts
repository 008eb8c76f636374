import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 4, item 4d: legal, about and static pages by remote. The text takes focus and Up/Down scroll
 * it a step at a time, to its last line and back; past either end the arrows move focus as anywhere
 * else (Left reaches the menu).
 */
const paragraphs = Array.from(
  { length: 60 },
  (_, index) => `<p>Clause ${index + 1}. The operator keeps this clause in force for every viewer.</p>`,
).join('');

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const inView = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test(`a long legal page reads by remote at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.route('**/legal/terms-of-use.en.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<h1>Operator terms</h1>${paragraphs}` }),
    );
    // The user area's copy: no back button above the text (that one is at /terms-of-use, legalPages.spec).
    await page.goto('/u/terms-of-use?device=tizen');
    await expect.poll(() => focusedKey(page)).toBe('page-text');
    expect(await scrollY(page)).toBe(0);
    expect(await inView(page, 'Clause 60. The operator keeps this clause in force for every viewer.')).toBe(
      false,
    );

    // Down: a step each press (some lines stay in view), until the last clause shows.
    const positions = [0];
    for (let press = 0; press < 40; press += 1) {
      await pressRemote(page, 'down');
      const before = positions[positions.length - 1] ?? 0;
      await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(before);
      const now = await scrollY(page);
      if (now === before) break;
      expect(now - before).toBeLessThanOrEqual(viewport.height * 0.4 + 1);
      positions.push(now);
    }
    expect(positions.length).toBeGreaterThan(3);
    expect(await inView(page, 'Clause 60. The operator keeps this clause in force for every viewer.')).toBe(
      true,
    );
    await expect.poll(() => focusedKey(page)).toBe('page-text');
    await page.screenshot({ path: `${screenshotDir}/legal-end-${viewport.width}.png` });

    // Up: back a step at a time to the heading.
    for (let press = 0; press < 40 && (await scrollY(page)) > 0; press += 1) {
      const before = await scrollY(page);
      await pressRemote(page, 'up');
      await expect.poll(() => scrollY(page)).toBeLessThan(before);
    }
    expect(await scrollY(page)).toBe(0);
    await expect(page.getByRole('heading', { name: 'Operator terms' })).toBeInViewport();
    await pressRemote(page, 'left');
    await expect.poll(() => focusedKey(page)).toMatch(/^nav-/);
  });
}

test('the about page and a static page take focus on their text', async ({ page }) => {
  await page.goto('/o/about?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('page-text');
  await expect(page.getByRole('region', { name: 'About' })).toContainText('An open-source video website');
  await page.goto('/m/page0001/about-this-catalogue?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('page-text');
  await expect(page.getByRole('region', { name: 'About This Catalogue' })).toContainText('generated');
  // One h1 (issue 18): the markdown's own title; the item's hidden one only where the text has none.
  await expect(page.locator('h1')).toHaveText(['About this catalogue']);
});

test("a static page's links are buttons below its text on TV: Down past the text reaches them, OK follows", async ({
  page,
}) => {
  await page.goto('/?device=tizen');
  await page.goto('/m/page0001/about-this-catalogue?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('page-text');
  const links = page.getByRole('navigation', { name: 'Links in this page' });
  await expect(links.getByRole('button')).toHaveText(['Back home']);
  for (let step = 0; step < 10 && (await focusedKey(page)) !== 'text-link-0'; step += 1)
    await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('text-link-0');
  await page.screenshot({ path: `${screenshotDir}/static-page-links.png` });
  await pressRemote(page, 'up');
  await expect.poll(() => focusedKey(page)).toBe('page-text');
  await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('text-link-0');
  await pressRemote(page, 'enter');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect.poll(() => focusedKey(page)).toMatch(/^card-/);
  // Desktop viewers use the link in the text: no buttons there.
  await page.goto('/m/page0001/about-this-catalogue?device=desktop');
  await expect(page.getByRole('link', { name: 'Back home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Links in this page' })).toHaveCount(0);
});
