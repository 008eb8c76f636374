import type { AppConfig } from '../config/appConfigSchema.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import { playbackIdentity } from '../domain/playbackQuery.ts';
import { useViewerStore } from '../stores/viewerStore.ts';
import { engineFor, loadEngine } from './createPlayer.ts';
import { playableSource, resolvesLocally } from './playableSource.ts';
import { playlistPrefetch } from './playlistPrefetch.ts';

/**
 * What OK on this item will need, loaded while the viewer is still on its page (issue 19): the player's
 * own code and the engine the item plays on, and for clear HLS its master playlist, which the engine's
 * playlist loader then takes from the prefetch (prefetchingPlaylistLoader.ts). The first OK after a
 * start used to wait for the player's chunk, then render, then fetch and run hls.js, and only then ask
 * for a playlist. An item whose address needs the signing service (sold, DRM) warms only the player:
 * that would be a signed request per page viewed, for a URL that may not be used. An ad-stitched
 * stream's master playlist is not fetched either: the stitcher opens an ad session for it, and one per
 * page viewed would be sessions (and ad decisions) nobody watches.
 */
export async function warmUp(item: MediaItem, config: AppConfig, contentHost: string): Promise<void> {
  const overlay = import('./PlayerOverlay.tsx');
  if (!resolvesLocally(item, config)) {
    await overlay;
    return;
  }
  const source = await playableSource(item, config, {
    contentHost,
    identity: playbackIdentity(useViewerStore.getState().viewer),
    origin: window.location.origin,
    bearer: undefined,
  });
  const engine = engineFor(source);
  if (engine === 'hls.js' && !source.ssai) playlistPrefetch.prefetch(source.url);
  await Promise.all([overlay, loadEngine(engine)]);
}
