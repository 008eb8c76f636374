import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote } from './remote.ts';

/**
 * axe-core on each screen at several focus positions (virtualised screens show axe only what is in
 * the DOM). axe-core itself is injected: @axe-core/playwright declares Node 22.
 */
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

const screens: Array<[string, string, Array<'right' | 'down'>]> = [
  ['Home', '/', ['right', 'down', 'down']],
  ['movie detail', '/m/m001demo/northern-lights', ['right']],
  ['series', '/s/sig00001', ['down']],
  ['playlist grid', '/p/family01/family', ['right']],
  ['search', '/q/harbour', ['right']],
  ['settings', '/u/settings', ['down']],
  ['about', '/o/about', []],
  ['live guide', '/p/channels?channel=chan0002', ['down', 'right', 'right']],
  ['favourites (empty)', '/favorites', []],
  ['hub', '/m/hub00001', ['down']],
  ['see more', '/toprated', ['right']],
  ['privacy policy', '/privacy-policy', []],
  ['not found', '/no/such/page', []],
];

for (const [name, path, keys] of screens) {
  test(`${name} has no axe violations, before and after moving focus`, async ({ page }) => {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}device=tizen`);
    await expect.poll(() => focusedKey(page)).not.toBeNull();
    expect(await violations(page)).toEqual([]);
    for (const key of keys) await pressRemote(page, key);
    await page.waitForTimeout(300);
    expect(await violations(page)).toEqual([]);
  });
}

/** The desktop and mobile chrome: header (search bar open on /q/), footer, language menu, sidebar. */
for (const [name, path, viewport] of [
  ['desktop Home with header and footer', '/?device=desktop', { width: 1920, height: 1080 }],
  ['desktop search bar', '/q/harbour?device=desktop', { width: 1920, height: 1080 }],
  ['desktop settings', '/u/settings?device=desktop', { width: 1920, height: 1080 }],
  ['narrow desktop header', '/?device=desktop', { width: 900, height: 800 }],
] as const) {
  test(`${name} has no axe violations`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect.poll(() => focusedKey(page)).not.toBeNull();
    expect(await violations(page)).toEqual([]);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    if (await menuButton.count()) {
      await menuButton.click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'Choose language' }).click();
      await expect(page.getByRole('menu', { name: 'Language' })).toBeVisible();
    }
    expect(await violations(page)).toEqual([]);
  });
}
