import {
  environmentManager,
  focusManager,
  InfiniteQueryObserver,
  infiniteQueryOptions,
  QueryClient,
  QueryObserver,
} from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient as appClient } from '../app/queryClient.ts';
import type { ContentClient } from './contentClient.ts';
import { deviceListQuery, playlistPagesRefreshing, playlistQuery, withFirstPage } from './contentQueries.ts';
import type { MediaItem, Playlist } from './contentSchemas.ts';
import { mediaQuery } from './useContent.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');

function item(mediaid: string, fields: Record<string, string> = {}): MediaItem {
  return { mediaid, title: mediaid, description: '', duration: 0, images: [], sources: [], ...fields };
}
const live = (mediaid: string) =>
  item(mediaid, {
    'VCH.EventState': 'LIVE_PUBLISHED',
    'VCH.ScheduledStart': '2026-11-22T09:00:00Z',
    'VCH.ScheduledEnd': '2026-11-22T12:00:00Z',
  });
const ended = (mediaid: string) =>
  item(mediaid, {
    'VCH.EventState': 'VOD_PUBLIC',
    'VCH.ScheduledStart': '2026-11-20T09:00:00Z',
    'VCH.ScheduledEnd': '2026-11-20T10:00:00Z',
  });
const playlistOf = (...playlist: MediaItem[]): Playlist => ({
  feedid: 'p1',
  title: 'Row',
  playlist,
  links: {},
});

/** A content client whose getPlaylist answers from `answers` in turn (the last one repeats). */
function clientAnswering(...answers: Array<Playlist | Error>) {
  let calls = 0;
  const getPlaylist = vi.fn(async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer as Playlist;
  });
  const getMedia = vi.fn(async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return (answer as Playlist).playlist[0] as MediaItem;
  });
  return { getPlaylist, getMedia };
}

/** A grid's query as usePlaylistGrid builds it: pages of a playlist, refreshed as one. */
function gridQuery(content: Pick<ContentClient, 'getPlaylist'>) {
  return infiniteQueryOptions({
    queryKey: ['playlist-grid', 'p1'],
    queryFn: ({ pageParam }) => content.getPlaylist('p1', { pageOffset: pageParam }),
    initialPageParam: 1,
    getNextPageParam: () => undefined,
    ...playlistPagesRefreshing,
  });
}

let client: QueryClient;
const unsubscribes: Array<() => void> = [];
/** Mounts an observer as a screen would (useQuery subscribes one). */
function mount(observer: { subscribe(listener: () => void): () => void }) {
  unsubscribes.push(observer.subscribe(() => {}));
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  // Vitest runs in Node, where TanStack Query assumes a server and schedules no refetch timers.
  environmentManager.setIsServer(() => false);
  client = new QueryClient({ defaultOptions: appClient.getDefaultOptions() });
  // As QueryClientProvider does: the client hears window focus.
  client.mount();
});

afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  client.unmount();
  client.clear();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('playlist queries (spec: browsing 4, Refetching)', () => {
  it('fetch a playlist holding a live item again every 30 s', async () => {
    const content = clientAnswering(playlistOf(item('a'), live('b')));
    mount(new QueryObserver(client, playlistQuery(content, 'p1')));
    await vi.advanceTimersByTimeAsync(0);
    expect(content.getPlaylist).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(content.getPlaylist).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(content.getPlaylist).toHaveBeenCalledTimes(3);
  });

  it('leave a VOD playlist alone: no timer for the hours a TV stays on Home', async () => {
    const content = clientAnswering(playlistOf(item('a'), ended('b')));
    mount(new QueryObserver(client, playlistQuery(content, 'p1')));
    await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
    expect(content.getPlaylist).toHaveBeenCalledTimes(1);
  });

  it('stop refreshing once the event has ended', async () => {
    const content = clientAnswering(playlistOf(live('b')), playlistOf(ended('b')));
    mount(new QueryObserver(client, playlistQuery(content, 'p1')));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(content.getPlaylist).toHaveBeenCalledTimes(2);
  });

  it('do not poll from a hidden page (refetchIntervalInBackground stays off)', async () => {
    const content = clientAnswering(playlistOf(live('b')));
    mount(new QueryObserver(client, playlistQuery(content, 'p1')));
    await vi.advanceTimersByTimeAsync(0);
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(content.getPlaylist).toHaveBeenCalledTimes(1);
  });

  it('fetch a live playlist again when the window regains focus, a VOD one not', async () => {
    const liveContent = clientAnswering(playlistOf(live('b')));
    const vodContent = clientAnswering(playlistOf(item('a')));
    mount(new QueryObserver(client, playlistQuery(liveContent, 'live')));
    mount(new QueryObserver(client, playlistQuery(vodContent, 'vod')));
    await vi.advanceTimersByTimeAsync(1_000);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(liveContent.getPlaylist).toHaveBeenCalledTimes(2);
    expect(vodContent.getPlaylist).toHaveBeenCalledTimes(1);
  });

  it('fetch a live playlist again when a screen showing it mounts, a VOD one not', async () => {
    const liveContent = clientAnswering(playlistOf(live('b')));
    const vodContent = clientAnswering(playlistOf(item('a')));
    mount(new QueryObserver(client, playlistQuery(liveContent, 'live')));
    mount(new QueryObserver(client, playlistQuery(vodContent, 'vod')));
    await vi.advanceTimersByTimeAsync(1_000);
    mount(new QueryObserver(client, playlistQuery(liveContent, 'live')));
    mount(new QueryObserver(client, playlistQuery(vodContent, 'vod')));
    await vi.advanceTimersByTimeAsync(0);
    expect(liveContent.getPlaylist).toHaveBeenCalledTimes(2);
    expect(vodContent.getPlaylist).toHaveBeenCalledTimes(1);
  });

  it('do not retry a failed playlist', async () => {
    const content = clientAnswering(new Error('dropped'));
    const observer = new QueryObserver(client, playlistQuery(content, 'p1'));
    mount(observer);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(content.getPlaylist).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().isError).toBe(true);
  });

  it('keep the data object when a refetch brings the same playlist, so rows keep their cards', async () => {
    const content = clientAnswering(playlistOf(item('a'), live('b')), playlistOf(item('a'), live('b')));
    const observer = new QueryObserver(client, playlistQuery(content, 'p1'));
    mount(observer);
    await vi.advanceTimersByTimeAsync(0);
    const first = observer.getCurrentResult().data;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(content.getPlaylist).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().data).toBe(first);
  });

  it('refresh a grid whose loaded pages hold a live item', async () => {
    const content = clientAnswering(playlistOf(item('a'), live('b')));
    mount(new InfiniteQueryObserver(client, gridQuery(content)));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(content.getPlaylist).toHaveBeenCalledTimes(2);
  });
});

describe('media queries (spec: browsing 4, Refetching — a live media item every 30 s)', () => {
  it('fetch a live item again every 30 s', async () => {
    const content = clientAnswering(playlistOf(live('b')));
    mount(new QueryObserver(client, mediaQuery(content, 'b')));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(content.getMedia).toHaveBeenCalledTimes(3);
  });

  it('leave a VOD item alone', async () => {
    const content = clientAnswering(playlistOf(item('a')));
    mount(new QueryObserver(client, mediaQuery(content, 'a')));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(content.getMedia).toHaveBeenCalledTimes(1);
  });
});

describe("a shelf's pages (usePlaylistPages)", () => {
  it('show the first page as the refreshing row query last fetched it, then the pages loaded after it', async () => {
    const snapshot = playlistOf(item('a'), item('b'));
    const refreshed = playlistOf(item('a'), live('b'));
    const later = playlistOf(item('c'));
    const observer = new InfiniteQueryObserver(client, {
      queryKey: ['playlist-pages', 'p1', ''],
      queryFn: async () => later,
      initialPageParam: 1,
      initialData: { pages: [snapshot, later], pageParams: [1, 3] },
      getNextPageParam: () => undefined,
      select: withFirstPage(refreshed),
    });
    mount(observer);
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().data?.pages).toEqual([refreshed, later]);
  });
});

describe("a device list's row (continue watching, favourites)", () => {
  it('an empty list is settled at once, with nothing asked, so Home does not render again to settle', () => {
    const getWatchlist = vi.fn<ContentClient['getWatchlist']>();
    const observer = new QueryObserver(client, deviceListQuery({ getWatchlist }, 'cw', []));
    // What the first render reads, before any subscription or promise.
    expect(observer.getCurrentResult()).toMatchObject({ isPending: false, data: { playlist: [] } });
    mount(observer);
    expect(getWatchlist).not.toHaveBeenCalled();
  });

  it('a list with items asks the watchlist endpoint for them', async () => {
    const getWatchlist = vi.fn<ContentClient['getWatchlist']>(async (id) => ({
      ...playlistOf(item('m1')),
      feedid: id,
    }));
    const observer = new QueryObserver(client, deviceListQuery({ getWatchlist }, 'cw', ['m1']));
    expect(observer.getCurrentResult().isPending).toBe(true);
    mount(observer);
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.feedid).toBe('cw'));
    expect(getWatchlist).toHaveBeenCalledWith('cw', ['m1']);
  });
});
