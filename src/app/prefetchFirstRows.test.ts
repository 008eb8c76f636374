import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import demo from '../../server/catalog/configs/ottdemo1.json' with { type: 'json' };
import { type AppConfig, appConfigSchema } from '../config/appConfigSchema.ts';
import type { Playlist } from '../content/contentSchemas.ts';
import type { DeviceLists } from '../ui/shelfList/shelfRows.ts';
import { prefetchFirstRows } from './prefetchFirstRows.ts';

const config = (content: unknown[], featureFlags?: Record<string, boolean>): AppConfig =>
  appConfigSchema.parse({ ...demo, content, ...(featureFlags ? { featureFlags } : {}) });

const NO_LISTS: DeviceLists = { continueWatching: [], favorites: [] };

function prefetched(appConfig: AppConfig, lists = NO_LISTS) {
  const requested: string[] = [];
  const queries = new QueryClient();
  const answer = (id: string): Promise<Playlist> =>
    Promise.resolve({ feedid: id, title: id, playlist: [], links: {} });
  const client = {
    getPlaylist: (id: string) => {
      requested.push(id);
      return answer(id);
    },
    getWatchlist: (id: string, mediaIds: readonly string[]) => {
      requested.push(`${id}:${mediaIds.join(',')}`);
      return answer(id);
    },
  };
  prefetchFirstRows(queries, client, appConfig, lists);
  return { requested, cached: (key: unknown[]) => queries.getQueryData(key) };
}

const ROWS = [
  { type: 'playlist', contentId: 'featured' },
  { type: 'continue_watching' },
  { type: 'playlist', contentId: 'toprated' },
  { type: 'favorites' },
  { type: 'playlist', contentId: 'dramas01' },
  { type: 'playlist', contentId: 'nature01' },
  { type: 'playlist', contentId: 'family01' },
];

describe('prefetchFirstRows: the rows Home loads first', () => {
  it("a guest's first six rows: their playlists into the rows' cache, empty device lists asked of no one, not later rows", async () => {
    const { requested, cached } = prefetched(config(ROWS));
    expect(requested).toEqual(['featured', 'toprated', 'dramas01', 'nature01']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cached(['playlist', 'featured'])).toMatchObject({ feedid: 'featured' });
    expect(cached(['playlist', 'family01'])).toBeUndefined();
  });

  it("a returning viewer's continue watching and favourites, under the keys Home's rows read", async () => {
    const lists = { continueWatching: ['m2', 'm1'], favorites: ['m3'] };
    const { requested, cached } = prefetched(config(ROWS), lists);
    expect(requested).toEqual([
      'featured',
      'continue:m2,m1',
      'toprated',
      'favorites:m3',
      'dramas01',
      'nature01',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cached(['watchlist', 'continue', 'm2,m1'])).toMatchObject({ feedid: 'continue' });
    expect(cached(['watchlist', 'favorites', 'm3'])).toMatchObject({ feedid: 'favorites' });
  });

  it('a device row the config turns off is not asked for, and the next row is among the first six', () => {
    const lists = { continueWatching: ['m1'], favorites: ['m3'] };
    const { requested } = prefetched(config(ROWS, { continueWatching: false }), lists);
    expect(requested).toEqual(['featured', 'toprated', 'favorites:m3', 'dramas01', 'nature01', 'family01']);
  });

  it('a config without rows fetches nothing', () => {
    expect(prefetched(config([]), { continueWatching: ['m1'], favorites: [] }).requested).toEqual([]);
  });
});
