import type { AppConfig } from '../config/appConfigSchema.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import { playbackIdentity } from '../domain/playbackQuery.ts';
import { useViewerStore } from '../stores/viewerStore.ts';
import { loadEngine } from './createPlayer.ts';
import { prefetchSource } from './prefetchSource.ts';

/**
 * What OK on this item will need, loaded while the viewer is still on its page (issue 19): the player's
 * own code, the engine the item plays on and, where it can be fetched ahead, its master playlist
 * (prefetchSource.ts). The first OK after a start used to wait for the player's chunk, then render, then
 * fetch and run hls.js, and only then ask for a playlist. An item whose address needs the signing
 * service warms only the player's code.
 */
export async function warmUp(item: MediaItem, config: AppConfig, contentHost: string): Promise<void> {
  const overlay = import('./PlayerOverlay.tsx');
  const engine = await prefetchSource(
    item,
    config,
    contentHost,
    playbackIdentity(useViewerStore.getState().viewer),
  );
  await Promise.all([overlay, engine ? loadEngine(engine) : undefined]);
}
