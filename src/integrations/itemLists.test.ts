import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { itemLists, type ListCall } from './itemLists.ts';

/** A provider whose GET answers `collection` as it stands, through the schema the adapter passes. */
const answering =
  (collection: unknown[]): ListCall =>
  async (_method, _path, { schema }) =>
    z.parse(schema, { collection });

describe('a list read from the account (spec: browsing 7 — collection[] {media_id}; 5 — entries need an id)', () => {
  it('keeps every entry that has a media_id, dropping only a malformed one', async () => {
    const lists = itemLists(
      answering([{ media_id: 'abc12345' }, { bogus: 1 }, { media_id: 'def67890', created_at: 1 }]),
      { favorites: '/favorites', history: '/history' },
      48,
    );
    expect(await lists.get('favorites')).toEqual([{ mediaid: 'abc12345' }, { mediaid: 'def67890' }]);
  });
});
