import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/databaseSchema.ts';
import { type CatalogMedia, type CatalogPlaylist, sampleMedia, samplePlaylists } from './sampleCatalog.ts';

/** The media item as the content API serves it (spec: browsing 3, MediaItem). */
export function toApiItem(item: CatalogMedia): Record<string, unknown> {
  return {
    ...item,
    link: `/m/${item.mediaid}`,
    image: `/images/media/${item.mediaid}/card.svg`,
    images: [{ src: `/images/media/${item.mediaid}/card.svg`, width: 640, type: 'image/svg+xml' }],
    backgroundImage: `/images/media/${item.mediaid}/background.svg`,
    sources: [],
  };
}

/**
 * Writes the sample catalogue into the database, replacing earlier copies of the same ids: a restart
 * after a catalogue change serves the new one, and data of other ids is left alone.
 */
export async function seedCatalog(
  db: Kysely<DatabaseSchema>,
  media: readonly CatalogMedia[] = sampleMedia,
  playlists: readonly CatalogPlaylist[] = samplePlaylists,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const item of media) {
      const data = JSON.stringify(toApiItem(item));
      await trx
        .insertInto('media')
        .values({ id: item.mediaid, data })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ data, updated_at: new Date() }))
        .execute();
    }
    for (const playlist of playlists) {
      const data = JSON.stringify({
        feedid: playlist.feedid,
        title: playlist.title,
        description: playlist.description,
        railType: playlist.railType,
      });
      await trx
        .insertInto('playlists')
        .values({ id: playlist.feedid, title: playlist.title, data })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ title: playlist.title, data }))
        .execute();
      await trx.deleteFrom('playlist_items').where('playlist_id', '=', playlist.feedid).execute();
      if (playlist.mediaIds.length > 0) {
        await trx
          .insertInto('playlist_items')
          .values(
            playlist.mediaIds.map((mediaId, position) => ({
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
