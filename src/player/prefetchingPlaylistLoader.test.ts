import type {
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  LoaderStats,
  PlaylistLoaderContext,
} from 'hls.js';
import { describe, expect, it, vi } from 'vitest';
import { PlaylistPrefetch } from './playlistPrefetch.ts';
import { prefetchingPlaylistLoader } from './prefetchingPlaylistLoader.ts';

class Stats {
  aborted = false;
  loaded = 0;
  retry = 0;
  total = 0;
  chunkCount = 0;
  bwEstimate = 0;
  loading = { start: 0, first: 0, end: 0 };
  parsing = { start: 0, end: 0 };
  buffering = { start: 0, first: 0, end: 0 };
}

/** hls.js's own loader, recording what it was asked to load. */
const innerLoads: string[] = [];
class InnerLoader implements Loader<LoaderContext> {
  context: LoaderContext | null = null;
  stats = new Stats() as LoaderStats;
  load(context: LoaderContext, _config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>) {
    this.context = context;
    innerLoads.push(context.url);
    callbacks.onSuccess({ url: context.url, data: 'from the network' }, this.stats, context, null);
  }
  abort() {}
  destroy() {}
}

function setUp(held: Record<string, string | undefined>) {
  innerLoads.length = 0;
  const prefetch = new PlaylistPrefetch(async (url) => held[url]);
  for (const url of Object.keys(held)) prefetch.prefetch(url);
  const Loader = prefetchingPlaylistLoader(InnerLoader, Stats as unknown as new () => LoaderStats, prefetch);
  const loader = new Loader({} as HlsConfig);
  const onSuccess = vi.fn();
  const callbacks = { onSuccess, onError: vi.fn(), onTimeout: vi.fn() };
  const load = (url: string, type: 'manifest' | 'level' = 'manifest') =>
    loader.load(
      { url, type, responseType: 'text' } as PlaylistLoaderContext,
      {} as LoaderConfiguration,
      callbacks as unknown as LoaderCallbacks<PlaylistLoaderContext>,
    );
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { loader, load, onSuccess, settled };
}

describe('prefetchingPlaylistLoader', () => {
  it('answers a prefetched master playlist without a request, with its size in the stats', async () => {
    const { load, onSuccess, settled } = setUp({ '/chan2/master.m3u8': '#EXTM3U prefetched' });
    load('/chan2/master.m3u8');
    await settled();
    expect(innerLoads).toEqual([]);
    expect(onSuccess).toHaveBeenCalledOnce();
    const [response, stats] = onSuccess.mock.calls[0] ?? [];
    expect(response).toMatchObject({ url: '/chan2/master.m3u8', data: '#EXTM3U prefetched', code: 200 });
    expect(stats.loaded).toBe('#EXTM3U prefetched'.length);
  });

  it('loads through hls.js what it does not hold, media playlists always, and what failed to prefetch', async () => {
    const { load, onSuccess, settled } = setUp({
      '/chan2/v0.m3u8': '#EXTM3U level',
      '/chan3/master.m3u8': undefined,
    });
    load('/chan9/master.m3u8');
    load('/chan2/v0.m3u8', 'level');
    load('/chan3/master.m3u8');
    await settled();
    expect(innerLoads).toEqual(['/chan9/master.m3u8', '/chan2/v0.m3u8', '/chan3/master.m3u8']);
    expect(onSuccess.mock.calls.map(([response]) => response.data)).toEqual([
      'from the network',
      'from the network',
      'from the network',
    ]);
  });

  it('answers nothing after hls.js aborted the load (a newer channel took over)', async () => {
    const { loader, load, onSuccess, settled } = setUp({ '/chan2/master.m3u8': '#EXTM3U' });
    load('/chan2/master.m3u8');
    loader.abort();
    await settled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(innerLoads).toEqual([]);
  });
});
