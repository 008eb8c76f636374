import { z } from 'zod/mini';
import { validEntries } from '../stores/validEntries.ts';
import type { AccountListEntry, ListKind } from './accountService.ts';

/** One call to the list endpoints, with the integration's bearer and error table. */
export type ListCall = <T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { form?: Record<string, string>; schema: z.core.$ZodType<T> },
) => Promise<T>;

/** spec: browsing 5 — an entry without a media_id is dropped, the rest of the list kept. */
const listSchema = z.object({
  collection: validEntries(z.object({ media_id: z.string(), progress: z.optional(z.number()) })),
});

/** A history entry always has a progress with this provider (0 when unknown); a favourite none. */
const normalised = (kind: ListKind, entry: AccountListEntry): AccountListEntry =>
  kind === 'history' ? { mediaid: entry.mediaid, progress: entry.progress ?? 0 } : { mediaid: entry.mediaid };

const same = (a: AccountListEntry, b: AccountListEntry | undefined) =>
  a.mediaid === b?.mediaid && a.progress === b.progress;

/**
 * How many of `wanted`, from its front, must be posted so the provider's list reads `wanted`: a post
 * puts its item first, and the items kept from `remaining` (the provider's list less the removed
 * ones, newest first) stay in their order behind. Adding or touching the newest item is one call
 * instead of a whole list's worth.
 */
export function postsNeeded(wanted: AccountListEntry[], remaining: AccountListEntry[]): number {
  for (let count = 0; count < wanted.length; count++) {
    const posted = new Set(wanted.slice(0, count).map((entry) => entry.mediaid));
    const kept = remaining.filter((entry) => !posted.has(entry.mediaid));
    const tail = wanted.slice(count);
    if (kept.length === tail.length && kept.every((entry, index) => same(entry, tail[index]))) return count;
  }
  return wanted.length;
}

/**
 * Favourites and watch history kept by an integration one item per call (spec: accounts 7.2, the
 * account provider's media lists; browsing, the custom back end's): GET the collection, POST an item
 * by form field media_id (history with progress), DELETE {endpoint}/{mediaId}.
 */
export function itemLists(call: ListCall, paths: Record<ListKind, string>, limit: number) {
  async function get(kind: ListKind): Promise<AccountListEntry[]> {
    const { collection } = await call('GET', paths[kind], { schema: listSchema });
    return collection.map((item) => normalised(kind, { mediaid: item.media_id, progress: item.progress }));
  }

  /** Replaces the list with `entries` (newest first, at most `limit`, spec: accounts 9). */
  async function set(kind: ListKind, entries: AccountListEntry[]): Promise<void> {
    const seen = new Set<string>();
    const wanted = entries
      .filter((entry) => !seen.has(entry.mediaid) && seen.add(entry.mediaid))
      .slice(0, limit)
      .map((entry) => normalised(kind, entry));
    const current = await get(kind);
    const keep = new Set(wanted.map((entry) => entry.mediaid));
    const removed = current.filter((entry) => !keep.has(entry.mediaid));
    await Promise.all(
      removed.map((entry) =>
        call('DELETE', `${paths[kind]}/${encodeURIComponent(entry.mediaid)}`, { schema: z.unknown() }),
      ),
    );
    const remaining = current.filter((entry) => keep.has(entry.mediaid));
    // Oldest first, so the first entry is posted last and ends up newest.
    for (const entry of wanted.slice(0, postsNeeded(wanted, remaining)).reverse()) {
      await call('POST', paths[kind], {
        form: {
          media_id: entry.mediaid,
          ...(entry.progress === undefined ? {} : { progress: String(entry.progress) }),
        },
        schema: z.unknown(),
      });
    }
  }

  return { get, set };
}
