import { describe, expect, it } from 'vitest';
import { type Playlist, playlistSchema } from './contentSchemas.ts';
import { nextPlaylistOffset } from './useContent.ts';

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ mediaid: `m${index}`, title: `Item ${index}` }));

const pageOf = (shown: number, hiddenCount?: number, next = true): Playlist => ({
  ...playlistSchema.parse({
    feedid: 'dramas01',
    title: 'Dramas',
    playlist: items(shown),
    links: next ? { next: '/v2/playlists/dramas01?page_offset=21' } : {},
  }),
  ...(hiddenCount === undefined ? {} : { hiddenCount }),
});

describe('the next page of a listing (spec: browsing 7, issue 16)', () => {
  it('starts after every item the server sent, the ones a kids profile hides included', () => {
    expect(nextPlaylistOffset(pageOf(20), [], 1)).toBe(21);
    // 20 sent, 3 of them for grown-ups: the next page is still item 21, not 18.
    expect(nextPlaylistOffset(pageOf(17, 3), [], 1)).toBe(21);
    expect(nextPlaylistOffset(pageOf(0, 20), [], 21)).toBe(41);
  });

  it('ends where the server gives no next link', () => {
    expect(nextPlaylistOffset(pageOf(5, 2, false), [], 41)).toBeUndefined();
  });
});
