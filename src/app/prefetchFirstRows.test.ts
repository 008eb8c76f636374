import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import demo from '../../server/catalog/configs/ottdemo1.json' with { type: 'json' };
import { type AppConfig, appConfigSchema } from '../config/appConfigSchema.ts';
import type { Playlist } from '../content/contentSchemas.ts';
import { prefetchFirstRows } from './prefetchFirstRows.ts';

const config = (content: unknown[]): AppConfig => appConfigSchema.parse({ ...demo, content });

function fetchedIds(content: unknown[]) {
  const requested: string[] = [];
  const queries = new QueryClient();
  const client = {
    getPlaylist: (id: string): Promise<Playlist> => {
      requested.push(id);
      return Promise.resolve({ feedid: id, title: id, playlist: [], links: {} });
    },
  };
  prefetchFirstRows(queries, client, config(content));
  return { requested, cached: (id: string) => queries.getQueryData(['playlist', id]) };
}

describe('prefetchFirstRows: the playlists of the rows Home loads first', () => {
  it("fetches the playlist rows among the first six into the rows' cache, not the device lists nor later rows", async () => {
    const { requested, cached } = fetchedIds([
      { type: 'playlist', contentId: 'featured' },
      { type: 'continue_watching' },
      { type: 'playlist', contentId: 'toprated' },
      { type: 'favorites' },
      { type: 'playlist', contentId: 'dramas01' },
      { type: 'playlist', contentId: 'nature01' },
      { type: 'playlist', contentId: 'family01' },
    ]);
    expect(requested).toEqual(['featured', 'toprated', 'dramas01', 'nature01']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cached('featured')).toMatchObject({ feedid: 'featured' });
    expect(cached('family01')).toBeUndefined();
  });

  it('a config without rows fetches nothing', () => {
    expect(fetchedIds([]).requested).toEqual([]);
  });
});
