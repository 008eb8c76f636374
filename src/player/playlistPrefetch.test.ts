import { describe, expect, it, vi } from 'vitest';
import { PlaylistPrefetch } from './playlistPrefetch.ts';

function setUp(capacity = 4) {
  let now = 1_000_000;
  const load = vi.fn(async (url: string) => (url.includes('fail') ? undefined : `#EXTM3U ${url}`));
  const prefetch = new PlaylistPrefetch(load, () => now, 15_000, capacity);
  return { prefetch, load, later: (ms: number) => (now += ms) };
}

describe('PlaylistPrefetch', () => {
  it('hands a prefetched playlist over once: the engine loads the next copy itself', async () => {
    const { prefetch, load } = setUp();
    prefetch.prefetch('/live/chan2/master.m3u8');
    await expect(prefetch.take('/live/chan2/master.m3u8')).resolves.toBe('#EXTM3U /live/chan2/master.m3u8');
    expect(prefetch.take('/live/chan2/master.m3u8')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches a URL once while its copy is fresh, and again once it is stale', () => {
    const { prefetch, load, later } = setUp();
    prefetch.prefetch('/a.m3u8');
    later(14_000);
    prefetch.prefetch('/a.m3u8');
    expect(load).toHaveBeenCalledTimes(1);
    later(2_000);
    prefetch.prefetch('/a.m3u8');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('holds nothing stale: an old copy is not handed over', () => {
    const { prefetch, later } = setUp();
    prefetch.prefetch('/a.m3u8');
    later(15_000);
    expect(prefetch.take('/a.m3u8')).toBeUndefined();
  });

  it('keeps the newest few, dropping the oldest', () => {
    const { prefetch } = setUp(2);
    for (const url of ['/1.m3u8', '/2.m3u8', '/3.m3u8']) prefetch.prefetch(url);
    expect(prefetch.take('/1.m3u8')).toBeUndefined();
    expect(prefetch.take('/2.m3u8')).toBeDefined();
    expect(prefetch.take('/3.m3u8')).toBeDefined();
  });

  it('answers undefined for a failed fetch, so the engine loads the playlist and meets the error itself', async () => {
    const { prefetch } = setUp();
    prefetch.prefetch('/fail.m3u8');
    await expect(prefetch.take('/fail.m3u8')).resolves.toBeUndefined();
    const rejecting = new PlaylistPrefetch(() => Promise.reject(new TypeError('offline')));
    rejecting.prefetch('/x.m3u8');
    await expect(rejecting.take('/x.m3u8')).resolves.toBeUndefined();
  });
});
