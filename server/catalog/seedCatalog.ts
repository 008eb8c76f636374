import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/databaseSchema.ts';
import type { CatalogItem, CatalogPlaylist } from './catalogTypes.ts';
import { catalogue } from './index.ts';

/**
 * Writes the catalogue into the database, replacing earlier copies of the same ids: a restart after
 * a catalogue change serves the new one, and rows of other ids are left alone.
 */
export async function seedCatalog(
  db: Kysely<DatabaseSchema>,
  items: readonly CatalogItem[] = catalogue.items,
  playlists: readonly CatalogPlaylist[] = catalogue.playlists,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const item of items) {
      const data = JSON.stringify(item);
      await trx
        .insertInto('media')
        .values({ id: item.mediaid, data })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ data, updated_at: new Date() }))
        .execute();
    }
    for (const { mediaIds, ...playlist } of playlists) {
      const data = JSON.stringify(playlist);
      await trx
        .insertInto('playlists')
        .values({ id: playlist.feedid, title: playlist.title, data })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ title: playlist.title, data }))
        .execute();
      await trx.deleteFrom('playlist_items').where('playlist_id', '=', playlist.feedid).execute();
      if (mediaIds.length > 0) {
        await trx
          .insertInto('playlist_items')
          .values(
            mediaIds.map((mediaId, position) => ({
              playlist_id: playlist.feedid,
              position,
              media_id: mediaId,
            })),
          )
          .execute();
      }
    }
  });
}
