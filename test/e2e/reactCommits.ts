import type { Page } from '@playwright/test';

/**
 * What React renders, commit by commit, counted through React's DevTools hook (the interface React
 * DevTools itself uses): for each commit, the components that rendered in it (React 18's fibers:
 * PerformedWork is flag 1; a subtree whose children are the previous commit's was not visited), each
 * named by the first class of the first element it renders, with that element's focus key, and whether
 * the commit mounted it.
 * How many commits there are and what they hold do not depend on the machine's speed.
 */
const countRenders = `(() => {
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const HOST = 5;
  window.__commits = [];
  const describe = (fiber) => {
    for (let node = fiber.child; node; node = node.child)
      if (node.tag === HOST) {
        const element = node.stateNode;
        const name = String(element?.className ?? '').split(' ')[0];
        return { name, key: element?.getAttribute?.('data-focus-key') ?? null, mounted: !fiber.alternate };
      }
    return { name: '', key: null, mounted: !fiber.alternate };
  };
  const visit = (fiber, rendered) => {
    for (let node = fiber; node; node = node.sibling) {
      if (COMPONENT_TAGS.has(node.tag) && node.flags & 1) rendered.push(describe(node));
      if (node.child && !(node.alternate && node.alternate.child === node.child)) visit(node.child, rendered);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), isDisabled: false,
    inject() { return 1; }, checkDCE() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) { const rendered = []; visit(root.current, rendered); window.__commits.push(rendered); },
  };
})()`;

/** Installs the counter before the page's scripts run. */
export async function countReactRenders(page: Page): Promise<void> {
  await page.addInitScript({ content: countRenders });
}

/** A component that rendered: its first element's first class and focus key; mounted by that commit. */
export interface Rendered {
  name: string;
  key: string | null;
  mounted: boolean;
}

/** The components rendered in each commit since the last call. */
export function takeCommits(page: Page): Promise<Rendered[][]> {
  return page.evaluate(() => (window as unknown as { __commits: Rendered[][] }).__commits.splice(0));
}

/**
 * Also notes, at each commit and after the counter has, the value of `expression` in the page: what the
 * page held as React committed (the player's video, whether a press has painted). Install it after
 * countReactRenders, and read both with takeNotedCommits.
 */
export async function noteAtCommits(page: Page, expression: string): Promise<void> {
  await page.addInitScript({
    content: `(() => {
  const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  const count = hook.onCommitFiberRoot;
  window.__notesAtCommits = [];
  hook.onCommitFiberRoot = function (...args) {
    count.apply(this, args);
    window.__notesAtCommits.push(${expression});
  };
})()`,
  });
}

/** The commits since the last call, each with its note (noteAtCommits), read together. */
export function takeNotedCommits<Note>(page: Page): Promise<{ rendered: Rendered[]; note: Note }[]> {
  return page.evaluate(() => {
    const window_ = window as unknown as { __commits: Rendered[][]; __notesAtCommits: unknown[] };
    const notes = window_.__notesAtCommits.splice(0);
    return window_.__commits.splice(0).map((rendered, index) => ({ rendered, note: notes[index] }));
  }) as Promise<{ rendered: Rendered[]; note: Note }[]>;
}

/**
 * Whether the frame after the last key press has been painted: a capture listener clears the mark at
 * each keydown and sets it in a task queued from the next animation frame, which runs once that frame
 * is painted (src/ui/afterNextPaint.ts defers work the same way, and its frame callback comes after
 * this one's).
 */
const markPaintAfterKeys = `(() => {
  window.__keyPainted = true;
  addEventListener('keydown', () => {
    window.__keyPainted = false;
    requestAnimationFrame(() => setTimeout(() => { window.__keyPainted = true; }, 0));
  }, true);
})()`;

/** Notes at each commit whether the last press's frame had been painted; install after countReactRenders. */
export async function notePaintAtCommits(page: Page): Promise<void> {
  await page.addInitScript({ content: markPaintAfterKeys });
  await noteAtCommits(page, 'window.__keyPainted');
}

/** The commits since the last call, half a second on, each with whether the last press had painted then. */
export async function commitsAfterPaint(page: Page): Promise<{ rendered: Rendered[]; painted: boolean }[]> {
  await page.waitForTimeout(500);
  const commits = await takeNotedCommits<boolean>(page);
  return commits.map(({ rendered, note }) => ({ rendered, painted: note }));
}
