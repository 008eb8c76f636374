import type { AppConfig } from '../config/appConfigSchema.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import type { PlaybackIdentity } from '../domain/playbackQuery.ts';
import { engineFor } from './createPlayer.ts';
import type { EngineName } from './PlayerAdapter.ts';
import { playableSource, resolvesLocally } from './playableSource.ts';
import { playlistPrefetch } from './playlistPrefetch.ts';

/**
 * Resolves the item's source as the player will: its engine and, when hls.js will play it, the master
 * playlist's address, which can be loaded ahead. Undefined for an item whose address needs the signing
 * service (sold, DRM): that would be a signed request per item warmed, for a URL that may not be used.
 * An ad-stitched stream gives no address: the stitcher opens an ad session for it, one nobody may watch.
 */
export async function aheadSource(
  item: MediaItem,
  config: AppConfig,
  contentHost: string,
  identity: PlaybackIdentity,
): Promise<{ engine: EngineName; url: string | undefined } | undefined> {
  if (!resolvesLocally(item, config)) return undefined;
  const source = await playableSource(item, config, {
    contentHost,
    identity,
    origin: window.location.origin,
    bearer: undefined,
  });
  const engine = engineFor(source);
  return { engine, url: engine === 'hls.js' && !source.ssai ? source.url : undefined };
}

/** Puts the item's master playlist into the playlist prefetch where it can (aheadSource). */
export async function prefetchSource(
  item: MediaItem,
  config: AppConfig,
  contentHost: string,
  identity: PlaybackIdentity,
): Promise<void> {
  const ahead = await aheadSource(item, config, contentHost, identity);
  if (ahead?.url) playlistPrefetch.prefetch(ahead.url);
}
