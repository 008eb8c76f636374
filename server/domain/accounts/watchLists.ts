import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';

export type WatchListKind = 'favorites' | 'history';

export interface WatchListEntry {
  mediaid: string;
  /** History only: the fraction watched, 0-1 (spec: browsing 5). */
  progress?: number;
  /** Unix milliseconds of the last change. */
  updatedAt: number;
}

/** spec: accounts 9 — favourites and history lists hold at most 48 items. */
export const WATCH_LIST_LIMIT = 48;

/**
 * Favourites and watch history kept in the account (spec: accounts 1; browsing 5, Continue watching),
 * newest first. `profileId` '' is the account's own list; each profile keeps its own (profiles issue).
 */
export function createWatchLists(db: Kysely<DatabaseSchema>, now: () => number) {
  const scope = (customerId: number, profileId: string, kind: WatchListKind) =>
    db
      .selectFrom('watch_list_items')
      .where('customer_id', '=', customerId)
      .where('profile_id', '=', profileId)
      .where('kind', '=', kind);

  return {
    async list(customerId: number, kind: WatchListKind, profileId = ''): Promise<WatchListEntry[]> {
      const rows = await scope(customerId, profileId, kind)
        .select(['media_id', 'progress', 'updated_at'])
        .orderBy('updated_at', 'desc')
        .orderBy('media_id')
        .limit(WATCH_LIST_LIMIT)
        .execute();
      return rows.map((row) => ({
        mediaid: row.media_id,
        ...(row.progress === null ? {} : { progress: row.progress }),
        updatedAt: new Date(row.updated_at).getTime(),
      }));
    },

    /** Adds or moves items to the front; the oldest beyond the limit fall off. */
    async put(
      customerId: number,
      kind: WatchListKind,
      entries: Array<{ mediaid: string; progress?: number; updatedAt?: number }>,
      profileId = '',
    ): Promise<void> {
      if (entries.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const entry of entries) {
          const values = {
            customer_id: customerId,
            profile_id: profileId,
            kind,
            media_id: entry.mediaid,
            progress: entry.progress ?? null,
            updated_at: new Date(entry.updatedAt ?? now()),
          };
          await trx
            .insertInto('watch_list_items')
            .values(values)
            .onConflict((conflict) =>
              conflict
                .columns(['customer_id', 'profile_id', 'kind', 'media_id'])
                .doUpdateSet({ progress: values.progress, updated_at: values.updated_at }),
            )
            .execute();
        }
        const keep = trx
          .selectFrom('watch_list_items')
          .select('media_id')
          .where('customer_id', '=', customerId)
          .where('profile_id', '=', profileId)
          .where('kind', '=', kind)
          .orderBy('updated_at', 'desc')
          .orderBy('media_id')
          .limit(WATCH_LIST_LIMIT);
        await trx
          .deleteFrom('watch_list_items')
          .where('customer_id', '=', customerId)
          .where('profile_id', '=', profileId)
          .where('kind', '=', kind)
          .where('media_id', 'not in', keep)
          .execute();
      });
    },

    async remove(customerId: number, kind: WatchListKind, mediaIds: string[], profileId = ''): Promise<void> {
      if (mediaIds.length === 0) return;
      await db
        .deleteFrom('watch_list_items')
        .where('customer_id', '=', customerId)
        .where('profile_id', '=', profileId)
        .where('kind', '=', kind)
        .where('media_id', 'in', mediaIds)
        .execute();
    },

    async clear(customerId: number, kind: WatchListKind, profileId = ''): Promise<void> {
      await db
        .deleteFrom('watch_list_items')
        .where('customer_id', '=', customerId)
        .where('profile_id', '=', profileId)
        .where('kind', '=', kind)
        .execute();
    },
  };
}

export type WatchLists = ReturnType<typeof createWatchLists>;
