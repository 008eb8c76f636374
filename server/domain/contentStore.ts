import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../db/databaseSchema.ts';
import { presentItem } from './presentItem.ts';
import { rankedSearch } from './searchRank.ts';

export interface PlaylistPage {
  playlist: Record<string, unknown>;
  items: Array<Record<string, unknown>>;
  hasNext: boolean;
  /** Searched playlists only: how many items match in all, so the app can name the count. */
  total?: number;
}

export interface PlaylistQuery {
  /** 1-based item offset. */
  offset: number;
  limit: number;
  relatedMediaId?: string;
  search?: string;
}

type Item = Record<string, unknown>;

/** Items like the related one first (same genre), never the related one itself. */
function relatedTo(items: Item[], related: Item | undefined, relatedId: string): Item[] {
  const others = items.filter((item) => item.mediaid !== relatedId);
  if (!related?.genre) return others;
  const same = others.filter((item) => item.genre === related.genre);
  return [...same, ...others.filter((item) => item.genre !== related.genre)];
}

/** Reads the catalogue from the database; knows nothing of HTTP. */
export function createContentStore(db: Kysely<DatabaseSchema>, now: () => number = () => Date.now()) {
  const present = (data: Item) => presentItem(data, Math.floor(now() / 1000));

  /** The items of a playlist in order, as a query to narrow further. */
  const playlistItems = (playlistId: string) =>
    db
      .selectFrom('playlist_items')
      .innerJoin('media', 'media.id', 'playlist_items.media_id')
      .select('media.data')
      .where('playlist_items.playlist_id', '=', playlistId)
      .orderBy('playlist_items.position');

  const store = {
    /** A page of a playlist, or undefined when the playlist does not exist. */
    async playlistPage(
      id: string,
      { offset, limit, relatedMediaId, search }: PlaylistQuery,
    ): Promise<PlaylistPage | undefined> {
      const playlist = await db
        .selectFrom('playlists')
        .select('data')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!playlist) return undefined;
      let items: Item[];
      let hasNext: boolean;
      let total: number | undefined;
      if (relatedMediaId !== undefined || search !== undefined) {
        // Query-dependent lists are small: filter in memory, then page.
        let all = (await playlistItems(id).execute()).map((row) => row.data);
        if (search !== undefined) all = rankedSearch(all, search);
        if (relatedMediaId !== undefined)
          all = relatedTo(all, await store.rawMedia(relatedMediaId), relatedMediaId);
        items = all.slice(offset - 1, offset - 1 + limit);
        hasNext = all.length > offset - 1 + limit;
        // spec: browsing 2, Search — the page title and heading name every match, not the loaded page.
        if (search !== undefined) total = all.length;
      } else {
        const rows = await playlistItems(id)
          .offset(offset - 1)
          .limit(limit + 1)
          .execute();
        items = rows.slice(0, limit).map((row) => row.data);
        hasNext = rows.length > limit;
      }
      return { playlist: playlist.data, items: items.map(present), hasNext, total };
    },

    async rawMedia(id: string): Promise<Item | undefined> {
      const row = await db.selectFrom('media').select('data').where('id', '=', id).executeTakeFirst();
      return row?.data;
    },

    async media(id: string): Promise<Item | undefined> {
      const data = await store.rawMedia(id);
      return data && present(data);
    },

    async mediaByIds(ids: readonly string[]): Promise<Item[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('media')
        .select('data')
        .where('id', 'in', [...ids])
        .execute();
      const byId = new Map(rows.map((row) => [row.data.mediaid, row.data]));
      return ids.flatMap((mediaId) => {
        const data = byId.get(mediaId);
        return data ? [present(data)] : [];
      });
    },

    /** Episodes of a series in season, then episode order. */
    async episodesOf(seriesId: string): Promise<Item[]> {
      const rows = await db
        .selectFrom('media')
        .select('data')
        .where(sql<string>`data->>'seriesId'`, '=', seriesId)
        .where(sql<string>`data->>'contentType'`, '=', 'episode')
        .orderBy(sql`(data->>'seasonNumber')::int`)
        .orderBy(sql`(data->>'episodeNumber')::int`)
        .execute();
      return rows.map((row) => present(row.data));
    },
  };
  return store;
}

export type ContentStore = ReturnType<typeof createContentStore>;
