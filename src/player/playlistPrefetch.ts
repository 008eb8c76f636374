/**
 * Master playlists fetched ahead of a channel change (issue 25): while a channel plays, its neighbours'
 * master playlists are fetched once, so CH+ / CH− skip that round trip (the engine's playlist loader
 * takes them from here: prefetchingPlaylistLoader.ts). A master playlist only lists the renditions, so
 * a copy stays good for a while; the media playlists, which move with the live edge, are never kept.
 */
export class PlaylistPrefetch {
  private readonly entries = new Map<string, { at: number; text: Promise<string | undefined> }>();

  constructor(
    private readonly load: (url: string) => Promise<string | undefined>,
    private readonly now: () => number = Date.now,
    private readonly freshMs = 15_000,
    private readonly capacity = 4,
  ) {}

  /** Fetches a playlist unless a fresh copy is held or on its way; the oldest goes beyond capacity. */
  prefetch(url: string): void {
    const held = this.entries.get(url);
    if (held && this.now() - held.at < this.freshMs) return;
    this.entries.delete(url);
    this.entries.set(url, { at: this.now(), text: this.load(url).catch(() => undefined) });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
  }

  /**
   * The text held for this URL (undefined once it resolves when the fetch failed), taken out: the engine
   * loads the next copy itself. Undefined when none is held or it is stale.
   */
  take(url: string): Promise<string | undefined> | undefined {
    const held = this.entries.get(url);
    this.entries.delete(url);
    return held && this.now() - held.at < this.freshMs ? held.text : undefined;
  }
}

/** Low priority: the playing channel's segments come first. */
async function fetchPlaylist(url: string): Promise<string | undefined> {
  const response = await fetch(url, { priority: 'low' });
  return response.ok ? response.text() : undefined;
}

export const playlistPrefetch = new PlaylistPrefetch(fetchPlaylist);
