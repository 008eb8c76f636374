import type { HlsConfig } from 'hls.js';
import { keptLoad } from '../domain/keptLoad.ts';
import { chooseEngine, engineSupport } from './chooseEngine.ts';
import type { EngineName, PlayableSource, PlayerAdapter } from './PlayerAdapter.ts';
import { playlistPrefetch } from './playlistPrefetch.ts';
import { prefetchingPlaylistLoader } from './prefetchingPlaylistLoader.ts';
import type { StartKey } from './preparedStart.ts';

/** The engine this source needs in this browser (chooseEngine.ts). */
export function engineFor(source: PlayableSource): EngineName {
  return chooseEngine(source, engineSupport(window as unknown as Record<string, unknown>));
}

/*
 * Kept, not imported again per open: an `import()` resolves a task later even when its module has long
 * run (Chromium queues it), and each open gave way there to other tasks (renders, timers, a paint)
 * between its load effect and the engine's attach; traces of the first OK at 4x had the attach 110-130 ms
 * after the effect, 40-60 ms once kept. A kept promise resolves in a microtask.
 */
const loadHlsJs = keptLoad(() => Promise.all([import('hls.js'), import('./hlsJsAdapter.ts')]));

const loadShaka = keptLoad(() => Promise.all([import('shaka-player'), import('./shakaAdapter.ts')]));

/**
 * Fetches and runs an engine's code ahead of a player (warmUp.ts); createPlayer then finds it loaded.
 * Each engine is its own chunk.
 */
export async function loadEngine(engine: EngineName): Promise<void> {
  await (engine === 'hls.js' ? loadHlsJs() : loadShaka());
}

/** Ours on top of hls.js's defaults: master playlists fetched ahead are taken from the prefetch. */
function hlsJsConfig({ default: Hls, LoadStats }: typeof import('hls.js')): Partial<HlsConfig> {
  return { pLoader: prefetchingPlaylistLoader(Hls.DefaultConfig.loader, LoadStats, playlistPrefetch) };
}

/**
 * Has hls.js load this source's start for the player to adopt (preparedStart.ts), for the detail page
 * `owner`. Unless `signal` aborted meanwhile: the page played or went while hls.js was loading.
 */
export async function prepareHlsStart(owner: string, key: StartKey, signal: AbortSignal): Promise<void> {
  const [hlsJs, { prepareStart }] = await loadHlsJs();
  if (!signal.aborted) prepareStart(hlsJs.default, hlsJsConfig(hlsJs), owner, key);
}

/** Loads only the engine asked for and wraps it in the adapter. */
export async function createPlayer(video: HTMLVideoElement, engine: EngineName): Promise<PlayerAdapter> {
  if (engine === 'hls.js') {
    const [hlsJs, { HlsJsAdapter }] = await loadHlsJs();
    return new HlsJsAdapter(video, hlsJs.default, hlsJsConfig(hlsJs));
  }
  const [shaka, { ShakaAdapter }] = await loadShaka();
  return new ShakaAdapter(
    video,
    (shaka.default ?? shaka) as unknown as import('./shakaAdapter.ts').ShakaNamespace,
  );
}
