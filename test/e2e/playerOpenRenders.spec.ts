import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote } from './remote.ts';

/**
 * Issue 19: what OK and Back on a detail page make React render. OK sets play=1 in the URL, and
 * react-router's `useNavigate` reads the location: every card and menu entry that called it rendered
 * again on each change of the URL (src/ui/stableNavigate.tsx). React.lazy suspended on the player's
 * first render although the page had loaded its chunk, so the OK's commit showed the page without the
 * player, and the player came a task later (src/player/lazyPlayers.ts).
 *
 * Counted through React's DevTools hook, the interface React DevTools itself uses: for each commit, the
 * components that rendered in it (React 18's fibers: PerformedWork is flag 1; a subtree whose children
 * are the previous commit's was not visited), named by the class of the first element they render.
 * How many commits and what they hold do not depend on the machine's speed.
 */
const countRenders = `(() => {
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const HOST = 5;
  window.__commits = [];
  const hostClass = (fiber) => {
    for (let node = fiber.child; node; node = node.child)
      if (node.tag === HOST) return String(node.stateNode?.className ?? '').split(' ')[0];
    return '';
  };
  const visit = (fiber, rendered) => {
    for (let node = fiber; node; node = node.sibling) {
      if (COMPONENT_TAGS.has(node.tag) && node.flags & 1) rendered.push(hostClass(node));
      if (node.child && !(node.alternate && node.alternate.child === node.child)) visit(node.child, rendered);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), isDisabled: false,
    inject() { return 1; }, checkDCE() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) { const rendered = []; visit(root.current, rendered); window.__commits.push(rendered); },
  };
})()`;

/** The classes of the components rendered in each commit since the last call. */
function takeCommits(page: Page): Promise<string[][]> {
  return page.evaluate(() => (window as unknown as { __commits: string[][] }).__commits.splice(0));
}

test('OK renders the player in the commit that opens it, and neither OK nor Back renders a card or a menu entry again', async ({
  page,
}) => {
  await page.addInitScript({ content: countRenders });
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
  const loaded = (await takeCommits(page)).flat();
  expect(loaded).toContain('card');
  expect(loaded).toContain('menu-link');

  await pressRemote(page, 'enter');
  await expect(page.locator('.player')).toBeVisible();
  const opened = await takeCommits(page);
  // The first commit that renders the page again (its <article class="detail">) mounts the player too.
  const pageCommit = opened.find((rendered) => rendered.includes('detail'));
  expect(pageCommit).toContain('player');
  expect(opened.flat()).not.toContain('card');
  expect(opened.flat()).not.toContain('menu-link');

  await expect
    .poll(() => page.locator('video.player__video').evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(0.5);
  await takeCommits(page);
  await pressRemote(page, 'back');
  if (await page.locator('.player').isVisible()) await pressRemote(page, 'back');
  await expect(page.locator('.player')).toHaveCount(0);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  const closed = (await takeCommits(page)).flat();
  expect(closed).toContain('detail');
  expect(closed).not.toContain('card');
  expect(closed).not.toContain('menu-link');
});
