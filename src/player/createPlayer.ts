import { chooseEngine, engineSupport } from './chooseEngine.ts';
import type { EngineName, PlayableSource, PlayerAdapter } from './PlayerAdapter.ts';
import { playlistPrefetch } from './playlistPrefetch.ts';
import { prefetchingPlaylistLoader } from './prefetchingPlaylistLoader.ts';

/** The engine this source needs in this browser (chooseEngine.ts). */
export function engineFor(source: PlayableSource): EngineName {
  return chooseEngine(source, engineSupport(window as unknown as Record<string, unknown>));
}

/** Loads only the engine asked for (each is its own chunk) and wraps it in the adapter. */
export async function createPlayer(video: HTMLVideoElement, engine: EngineName): Promise<PlayerAdapter> {
  if (engine === 'hls.js') {
    const [{ default: Hls, LoadStats }, { HlsJsAdapter }] = await Promise.all([
      import('hls.js'),
      import('./hlsJsAdapter.ts'),
    ]);
    return new HlsJsAdapter(video, Hls, {
      pLoader: prefetchingPlaylistLoader(Hls.DefaultConfig.loader, LoadStats, playlistPrefetch),
    });
  }
  const [shaka, { ShakaAdapter }] = await Promise.all([import('shaka-player'), import('./shakaAdapter.ts')]);
  return new ShakaAdapter(
    video,
    (shaka.default ?? shaka) as unknown as import('./shakaAdapter.ts').ShakaNamespace,
  );
}
