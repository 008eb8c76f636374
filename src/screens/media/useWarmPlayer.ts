import { useEffect } from 'react';
import { whenIdle } from '../../analytics/whenIdle.ts';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { maxHeightFor } from '../../domain/videoQuality.ts';
import { usePlayedQuality } from '../../player/usePlayedQuality.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { savedResumePosition } from '../../stores/historyStore.ts';

/** At the latest this long after the page shows, even if it never goes idle. */
const WARM_WITHIN_MS = 2_000;

/**
 * Once the detail page is idle, loads what playing its item needs (src/player/warmUp.ts), so OK goes
 * straight to the playlists, or, where the stream's start could be loaded ahead, straight to attaching
 * it. Not while `enabled` is false: the viewer may not play it, it plays inline, or it is playing. A
 * failure costs nothing: OK loads the same code again and shows its own error. A prepared start lasts
 * as long as the page: OK takes it; leaving the page, or another item, drops it.
 */
export function useWarmPlayer(
  item: MediaItem | undefined,
  enabled: boolean,
  /** Loads the page's player component (lazyPlayers.ts). */
  preloadPlayer: () => Promise<unknown>,
): void {
  const { config, contentHost } = useStartupResult();
  const quality = usePlayedQuality();
  useEffect(() => {
    if (!item || !enabled) return undefined;
    const abort = new AbortController();
    const cancelIdle = whenIdle(() => {
      preloadPlayer().catch(() => undefined);
      const planned = { startAt: savedResumePosition(item.mediaid), maxHeight: maxHeightFor(quality) };
      import('../../player/warmUp.ts')
        .then(({ warmUp }) => warmUp(item, config, contentHost, planned, abort.signal))
        .catch(() => undefined);
    }, WARM_WITHIN_MS);
    return () => {
      cancelIdle();
      abort.abort();
    };
  }, [item, enabled, config, contentHost, quality, preloadPlayer]);
  const owner = item?.mediaid;
  useEffect(() => {
    if (!owner) return undefined;
    return () => {
      void import('../../player/preparedStart.ts').then(({ preparedStart }) => preparedStart.release(owner));
    };
  }, [owner]);
}
