import { expect, type Page } from '@playwright/test';
import { liveInstances } from '../support/liveInstances.ts';
import { backOutOfPlayer, focusedKey, pressRemote } from './remote.ts';

/** The player memory checks' shared steps (playerMemory*.spec.ts): cycles by remote, measures after GC. */
export const CYCLES = 20;

/** JS heap in use after a forced GC, window/document listeners, and live engine objects. */
export async function measure(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  const objectOf = async (expression: string) => {
    const { result } = await session.send('Runtime.evaluate', { expression, objectGroup: 'memory' });
    return result.objectId ?? '';
  };
  const listeners = async (expression: string) => {
    const found = await session.send('DOMDebugger.getEventListeners', {
      objectId: await objectOf(expression),
    });
    return found.listeners.length;
  };
  const counts = {
    window: await listeners('window'),
    document: await listeners('document'),
    videos: await liveInstances(session, 'HTMLVideoElement'),
    mediaSources: await liveInstances(session, 'MediaSource'),
    sourceBuffers: await liveInstances(session, 'SourceBuffer'),
  };
  await session.send('Runtime.releaseObjectGroup', { objectGroup: 'memory' });
  await session.detach();
  return { heap: usedSize, ...counts };
}

export const megabytes = (bytes: number) => (bytes / 1e6).toFixed(2);

export async function openDetail(page: Page) {
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
}

/** Opens the player by OK on the detail page, waits for playback, closes it by Back; `after` each cycle. */
export async function playerCycles(page: Page, after: (cycle: number) => Promise<void>) {
  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    await pressRemote(page, 'enter');
    await expect
      .poll(
        () =>
          page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? 0),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0.5);
    await backOutOfPlayer(page);
    await expect(page.locator('.player')).toHaveCount(0);
    await expect.poll(() => focusedKey(page)).toBe('detail-start');
    await after(cycle);
  }
}
