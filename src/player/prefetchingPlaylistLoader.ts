import type {
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  LoaderStats,
  PlaylistLoaderConstructor,
  PlaylistLoaderContext,
} from 'hls.js';
import type { PlaylistPrefetch } from './playlistPrefetch.ts';

type LoaderClass = new (config: HlsConfig) => Loader<LoaderContext>;

/**
 * hls.js's playlist loader, answering a master playlist from the prefetch when it holds one (issue 25)
 * and otherwise, or when the prefetch failed, loading it as hls.js would. Every other playlist goes
 * to hls.js's own loader.
 */
export function prefetchingPlaylistLoader(
  Inner: LoaderClass,
  Stats: new () => LoaderStats,
  prefetch: PlaylistPrefetch,
): PlaylistLoaderConstructor {
  return class PrefetchingPlaylistLoader implements Loader<PlaylistLoaderContext> {
    private readonly inner: Loader<LoaderContext>;
    /** Bumped by each load, abort and destroy: a prefetch resolving after one of them is dropped. */
    private generation = 0;
    private served: { context: PlaylistLoaderContext; stats: LoaderStats } | undefined;

    constructor(config: HlsConfig) {
      this.inner = new Inner(config);
    }

    get context(): PlaylistLoaderContext | null {
      return this.served?.context ?? (this.inner.context as PlaylistLoaderContext | null);
    }

    get stats(): LoaderStats {
      return this.served?.stats ?? this.inner.stats;
    }

    load(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ): void {
      const generation = ++this.generation;
      this.served = undefined;
      const held = context.type === 'manifest' ? prefetch.take(context.url) : undefined;
      const loadItself = () =>
        this.inner.load(context, config, callbacks as unknown as LoaderCallbacks<LoaderContext>);
      if (!held) {
        loadItself();
        return;
      }
      const stats = new Stats();
      stats.loading.start = performance.now();
      this.served = { context, stats };
      void held.then((text) => {
        if (generation !== this.generation) return;
        if (text === undefined) {
          this.served = undefined;
          loadItself();
          return;
        }
        stats.loading.first = stats.loading.end = performance.now();
        stats.loaded = stats.total = text.length;
        callbacks.onSuccess({ url: context.url, data: text, code: 200 }, stats, context, null);
      });
    }

    getCacheAge(): number | null {
      return this.served ? null : (this.inner.getCacheAge?.() ?? null);
    }

    getResponseHeader(name: string): string | null {
      return this.served ? null : (this.inner.getResponseHeader?.(name) ?? null);
    }

    abort(): void {
      this.generation += 1;
      this.inner.abort();
    }

    destroy(): void {
      this.generation += 1;
      this.inner.destroy();
    }
  };
}
