import { useEffect } from 'react';
import type { AppConfig } from '../config/appConfigSchema.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import { engineFor } from './createPlayer.ts';
import { playableSource, resolvesLocally } from './playableSource.ts';
import { playlistPrefetch } from './playlistPrefetch.ts';
import { usePlaybackIdentity } from './usePlayback.ts';

/**
 * Warms what the viewer is likely to play next (issue 25: the channels either side of the one playing)
 * once the current item plays: the master playlists of those hls.js plays go into the playlist
 * prefetch. Items whose source needs the signing service are left alone (that would be a request to
 * it per channel watched, for URLs that may not repeat).
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
      for (const item of items.filter((candidate) => resolvesLocally(candidate, config))) {
        const source = await playableSource(item, config, {
          contentHost,
          identity,
          origin: window.location.origin,
          bearer: undefined,
        }).catch(() => undefined);
        if (cancelled) return;
        if (source && engineFor(source) === 'hls.js') playlistPrefetch.prefetch(source.url);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [items, playing, config, contentHost, identity]);
}
