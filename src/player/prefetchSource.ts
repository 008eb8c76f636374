import type { AppConfig } from '../config/appConfigSchema.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import type { PlaybackIdentity } from '../domain/playbackQuery.ts';
import { engineFor } from './createPlayer.ts';
import type { EngineName } from './PlayerAdapter.ts';
import { playableSource, resolvesLocally } from './playableSource.ts';
import { playlistPrefetch } from './playlistPrefetch.ts';

/**
 * Resolves the item's source as the player will and, when hls.js will play it, puts its master playlist
 * into the playlist prefetch (the engine's playlist loader takes it from there). Returns the engine, or
 * undefined for an item whose address needs the signing service (sold, DRM): that would be a signed
 * request per item warmed, for a URL that may not be used. An ad-stitched stream's master playlist is
 * not fetched ahead either: the stitcher opens an ad session for it, one nobody may watch.
 */
export async function prefetchSource(
  item: MediaItem,
  config: AppConfig,
  contentHost: string,
  identity: PlaybackIdentity,
): Promise<EngineName | undefined> {
  if (!resolvesLocally(item, config)) return undefined;
  const source = await playableSource(item, config, {
    contentHost,
    identity,
    origin: window.location.origin,
    bearer: undefined,
  });
  const engine = engineFor(source);
  if (engine === 'hls.js' && !source.ssai) playlistPrefetch.prefetch(source.url);
  return engine;
}
