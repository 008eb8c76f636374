import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/databaseSchema.ts';

export interface PlaylistPage {
  playlist: Record<string, unknown>;
  items: Array<Record<string, unknown>>;
  hasNext: boolean;
}

/** Reads the catalogue from the database; knows nothing of HTTP. */
export function createContentStore(db: Kysely<DatabaseSchema>) {
  return {
    /** Items `offset` (1-based) to `offset + limit - 1`, or undefined when the playlist does not exist. */
    async playlistPage(id: string, offset: number, limit: number): Promise<PlaylistPage | undefined> {
      const playlist = await db
        .selectFrom('playlists')
        .select('data')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!playlist) return undefined;
      const rows = await db
        .selectFrom('playlist_items')
        .innerJoin('media', 'media.id', 'playlist_items.media_id')
        .select('media.data')
        .where('playlist_items.playlist_id', '=', id)
        .orderBy('playlist_items.position')
        .offset(offset - 1)
        .limit(limit + 1)
        .execute();
      return {
        playlist: playlist.data,
        items: rows.slice(0, limit).map((row) => row.data),
        hasNext: rows.length > limit,
      };
    },
    async media(id: string): Promise<Record<string, unknown> | undefined> {
      const row = await db.selectFrom('media').select('data').where('id', '=', id).executeTakeFirst();
      return row?.data;
    },
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;
