import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../catalog/seedCatalog.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { createContentStore } from '../../domain/contentStore.ts';
import { createMediaTokens } from '../../domain/mediaTokens.ts';
import { contentRoutes } from './contentRoutes.ts';

let database: Database;
let routes: ReturnType<typeof contentRoutes>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await seedCatalog(database.db);
  routes = contentRoutes(createContentStore(database.db), createMediaTokens());
});
afterAll(() => database?.close());

async function playlist(path: string) {
  const response = await routes.request(path);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    playlist: Array<{ mediaid: string }>;
    links: { next?: string };
    total?: number;
  };
}

describe('the search playlist answer (spec: browsing 2, Search — the count names every match)', () => {
  it('carries the total number of matches on every page, not the size of the page', async () => {
    const all = await playlist('/v2/playlists/search01?search=e&page_limit=500');
    const matches = all.playlist.length;
    expect(matches).toBeGreaterThan(4);
    expect(all.total).toBe(matches);

    const first = await playlist('/v2/playlists/search01?search=e&page_limit=4');
    expect(first.playlist).toHaveLength(4);
    expect(first.links.next).toBeDefined();
    expect(first.total).toBe(matches);

    const last = await playlist(`/v2/playlists/search01?search=e&page_limit=4&page_offset=${matches}`);
    expect(last.playlist).toHaveLength(1);
    expect(last.total).toBe(matches);
  });

  it('answers a total of 0 when nothing matches', async () => {
    const none = await playlist('/v2/playlists/search01?search=zzzz');
    expect(none.playlist).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('leaves the total out of playlists that are not searched', async () => {
    expect((await playlist('/v2/playlists/toprated?page_limit=4')).total).toBeUndefined();
  });
});
