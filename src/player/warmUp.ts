import type { AppConfig } from '../config/appConfigSchema.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import { playbackIdentity } from '../domain/playbackQuery.ts';
import { useViewerStore } from '../stores/viewerStore.ts';
import { loadEngine, prepareHlsStart } from './createPlayer.ts';
import { aheadSource } from './prefetchSource.ts';

/** Where and how the player would start this item now (PlayerOverlay: saved progress, quality). */
export interface PlannedStart {
  startAt: number | undefined;
  maxHeight: number | undefined;
}

/**
 * What OK on this item will need, loaded while the viewer is still on its page (issue 19), beside the
 * player's own code (which the page preloads: lazyPlayers.ts): the engine the item plays on and, where
 * hls.js plays an address known without the signing service (prefetchSource.ts), the stream's start
 * itself: hls.js loads the playlists and the first fragment with no video element, and the player
 * adopts that engine (preparedStart.ts). The first OK after a start used to wait for the player's
 * chunk, then render, then fetch and run hls.js, and only then ask for a playlist. Nothing is prepared
 * once `signal` aborts (the page played or went).
 */
export async function warmUp(
  item: MediaItem,
  config: AppConfig,
  contentHost: string,
  planned: PlannedStart,
  signal: AbortSignal,
): Promise<void> {
  const ahead = await aheadSource(
    item,
    config,
    contentHost,
    playbackIdentity(useViewerStore.getState().viewer),
  );
  const engine = ahead?.url
    ? prepareHlsStart(
        item.mediaid,
        { url: ahead.url, startPosition: planned.startAt ?? -1, maxHeight: planned.maxHeight },
        signal,
      )
    : ahead && loadEngine(ahead.engine);
  await engine;
}
