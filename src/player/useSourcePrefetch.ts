import { useEffect } from 'react';
import type { AppConfig } from '../config/appConfigSchema.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import { prefetchSource } from './prefetchSource.ts';
import { usePlaybackIdentity } from './usePlayback.ts';

/**
 * Warms what the viewer is likely to play next (issue 25: the channels either side of the one playing)
 * once the current item plays: prefetchSource.ts fetches the master playlists it can fetch ahead.
 */
export function useSourcePrefetch(
  items: readonly MediaItem[] | undefined,
  playing: boolean,
  config: AppConfig,
  contentHost: string,
): void {
  const identity = usePlaybackIdentity();
  useEffect(() => {
    if (!playing || !items) return undefined;
    let cancelled = false;
    void (async () => {
      for (const item of items) {
        if (cancelled) return;
        await prefetchSource(item, config, contentHost, identity).catch(() => undefined);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [items, playing, config, contentHost, identity]);
}
