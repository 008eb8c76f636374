import { chooseEngine, engineSupport } from './chooseEngine.ts';
import type { EngineName, PlayableSource, PlayerAdapter } from './PlayerAdapter.ts';
import { playlistPrefetch } from './playlistPrefetch.ts';
import { prefetchingPlaylistLoader } from './prefetchingPlaylistLoader.ts';

/** The engine this source needs in this browser (chooseEngine.ts). */
export function engineFor(source: PlayableSource): EngineName {
  return chooseEngine(source, engineSupport(window as unknown as Record<string, unknown>));
}

function loadHlsJs() {
  return Promise.all([import('hls.js'), import('./hlsJsAdapter.ts')]);
}

function loadShaka() {
  return Promise.all([import('shaka-player'), import('./shakaAdapter.ts')]);
}

/**
 * Fetches and runs an engine's code ahead of a player (warmUp.ts); createPlayer then finds it loaded.
 * Each engine is its own chunk.
 */
export async function loadEngine(engine: EngineName): Promise<void> {
  await (engine === 'hls.js' ? loadHlsJs() : loadShaka());
}

/** Loads only the engine asked for and wraps it in the adapter. */
export async function createPlayer(video: HTMLVideoElement, engine: EngineName): Promise<PlayerAdapter> {
  if (engine === 'hls.js') {
    const [{ default: Hls, LoadStats }, { HlsJsAdapter }] = await loadHlsJs();
    return new HlsJsAdapter(video, Hls, {
      pLoader: prefetchingPlaylistLoader(Hls.DefaultConfig.loader, LoadStats, playlistPrefetch),
    });
  }
  const [shaka, { ShakaAdapter }] = await loadShaka();
  return new ShakaAdapter(
    video,
    (shaka.default ?? shaka) as unknown as import('./shakaAdapter.ts').ShakaNamespace,
  );
}
