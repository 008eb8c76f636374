import { chooseEngine, engineSupport } from './chooseEngine.ts';
import type { PlayableSource, PlayerAdapter } from './PlayerAdapter.ts';

/** Loads only the engine this source needs (each is its own chunk) and wraps it in the adapter. */
export async function createPlayer(video: HTMLVideoElement, source: PlayableSource): Promise<PlayerAdapter> {
  if (chooseEngine(source, engineSupport(window as unknown as Record<string, unknown>)) === 'hls.js') {
    const [{ default: Hls }, { HlsJsAdapter }] = await Promise.all([
      import('hls.js'),
      import('./hlsJsAdapter.ts'),
    ]);
    return new HlsJsAdapter(video, Hls);
  }
  const [shaka, { ShakaAdapter }] = await Promise.all([import('shaka-player'), import('./shakaAdapter.ts')]);
  return new ShakaAdapter(
    video,
    (shaka.default ?? shaka) as unknown as import('./shakaAdapter.ts').ShakaNamespace,
  );
}
