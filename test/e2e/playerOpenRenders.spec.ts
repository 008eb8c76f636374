import { expect, test } from '@playwright/test';
import { countReactRenders, type Rendered, takeCommits } from './reactCommits.ts';
import { focusedKey, pressRemote } from './remote.ts';

/**
 * Issue 19: what OK and Back on a detail page make React render. OK sets play=1 in the URL, and
 * react-router's `useNavigate` reads the location: every card and menu entry that called it rendered
 * again on each change of the URL (src/ui/stableNavigate.tsx). React.lazy suspended on the player's
 * first render although the page had loaded its chunk, so the OK's commit showed the page without the
 * player, and the player came a task later (src/player/lazyPlayers.ts).
 * Counted through React's DevTools hook (reactCommits.ts).
 */

/** The names of the components rendered, mounted or not. */
const rendered = (commits: Rendered[][]) => commits.flat().map(({ name }) => name);

test('OK renders the player in the commit that opens it, and neither OK nor Back renders a card or a menu entry again', async ({
  page,
}) => {
  await countReactRenders(page);
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  // The page has warmed the player once the stream's start is in (playerWarmUp.spec.ts).
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('seg-0-00001')),
      ),
    )
    .toBe(true);
  // The related row and the menu are on the page: their cards and entries have rendered before.
  const loaded = rendered(await takeCommits(page));
  expect(loaded).toContain('card');
  expect(loaded).toContain('menu-link');

  await pressRemote(page, 'enter');
  await expect(page.locator('.player')).toBeVisible();
  const opened = await takeCommits(page);
  // The first commit that renders the page again (its <article class="detail">) mounts the player too.
  const pageCommit = opened.map((commit) => rendered([commit])).find((commit) => commit.includes('detail'));
  expect(pageCommit).toContain('player');
  expect(rendered(opened)).not.toContain('card');
  expect(rendered(opened)).not.toContain('menu-link');

  await expect
    .poll(() => page.locator('video.player__video').evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(0.5);
  await takeCommits(page);
  await pressRemote(page, 'back');
  if (await page.locator('.player').isVisible()) await pressRemote(page, 'back');
  await expect(page.locator('.player')).toHaveCount(0);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  const closed = rendered(await takeCommits(page));
  expect(closed).toContain('detail');
  expect(closed).not.toContain('card');
  expect(closed).not.toContain('menu-link');
});
