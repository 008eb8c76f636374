import { expect, type Page, test } from '@playwright/test';
import {
  countReactRenders,
  noteAtCommits,
  type Rendered,
  takeCommits,
  takeNotedCommits,
} from './reactCommits.ts';
import { focusedKey, pressRemote } from './remote.ts';

/**
 * Issue 19: what OK and Back on a detail page make React render. OK sets play=1 in the URL, and
 * react-router's `useNavigate` reads the location: every card and menu entry that called it rendered
 * again on each change of the URL (src/ui/stableNavigate.tsx). React.lazy suspended on the player's
 * first render although the page had loaded its chunk, so the OK's commit showed the page without the
 * player, and the player came a task later (src/player/lazyPlayers.ts). The video element came to the
 * player's hooks through a state set from its ref callback: the whole player rendered a second time
 * before its stream's load began (src/player/usePlayerVideo.ts). Now OK attaches the start the page
 * prepared before the player renders.
 * Counted through React's DevTools hook (reactCommits.ts).
 */

/** What the player's video has at a commit: hls.js gives it its MediaSource's URL as it attaches. */
type VideoAtCommit = 'none' | 'empty' | 'source';
const videoAtCommit = `(() => {
  const video = document.querySelector('.player__video');
  return video === null ? 'none' : video.hasAttribute('src') ? 'source' : 'empty';
})()`;

/** The commits since the last call, each with what the player's video had then. */
async function takeCommitsWithVideo(page: Page) {
  const commits = await takeNotedCommits<VideoAtCommit>(page);
  return commits.map(({ rendered, note }) => ({ rendered, video: note }));
}

/** The names of the components rendered, mounted or not. */
const rendered = (commits: Rendered[][]) => commits.flat().map(({ name }) => name);

test('OK renders the player in the commit that opens it, which starts its stream, and neither OK nor Back renders a card or a menu entry again', async ({
  page,
}) => {
  await countReactRenders(page);
  await noteAtCommits(page, videoAtCommit);
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
  const loaded = rendered((await takeCommitsWithVideo(page)).map((commit) => commit.rendered));
  expect(loaded).toContain('card');
  expect(loaded).toContain('menu-link');

  await pressRemote(page, 'enter');
  await expect(page.locator('.player')).toBeVisible();
  const openedWithVideo = await takeCommitsWithVideo(page);
  const opened = openedWithVideo.map((commit) => commit.rendered);
  // The first commit that renders the page again (its <article class="detail">) mounts the player too.
  const pageCommit = opened.map((commit) => rendered([commit])).find((commit) => commit.includes('detail'));
  expect(pageCommit).toContain('player');
  // Its effects start the stream: the player renders again only once its video has a source (it
  // rendered at once, with none, when the video came through a ref callback's state, and when its
  // first open set the autoplay setting as it mounted).
  const mounted = opened.findIndex((commit) =>
    commit.some(({ name, mounted }) => name === 'player' && mounted),
  );
  expect(mounted).toBeGreaterThanOrEqual(0);
  // The page had prepared the stream's start, and OK attached it to the player's video before the
  // player rendered (preparedStart.attachOnOk): the video comes into the page with its source.
  expect(openedWithVideo[mounted]?.video).toBe('source');
  const playerRenders = openedWithVideo
    .slice(mounted + 1)
    .filter((commit) => commit.rendered.some(({ name }) => name === 'player'));
  expect(playerRenders.map((commit) => commit.video)).not.toContain('empty');
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
