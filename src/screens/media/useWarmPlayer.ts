import { useEffect } from 'react';
import { whenIdle } from '../../analytics/whenIdle.ts';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { useStartupResult } from '../../stores/configStore.ts';

/** At the latest this long after the page shows, even if it never goes idle. */
const WARM_WITHIN_MS = 2_000;

/**
 * Once the detail page is idle, loads what playing its item needs (src/player/warmUp.ts), so OK goes
 * straight to the playlists. Not while `enabled` is false: the viewer may not play it, it plays
 * inline, or it is playing. A failure costs nothing: OK loads the same code again and shows its own
 * error.
 */
export function useWarmPlayer(item: MediaItem | undefined, enabled: boolean): void {
  const { config, contentHost } = useStartupResult();
  useEffect(() => {
    if (!item || !enabled) return undefined;
    return whenIdle(() => {
      import('../../player/warmUp.ts')
        .then(({ warmUp }) => warmUp(item, config, contentHost))
        .catch(() => undefined);
    }, WARM_WITHIN_MS);
  }, [item, enabled, config, contentHost]);
}
