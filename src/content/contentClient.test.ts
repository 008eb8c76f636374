import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContentClient } from './contentClient.ts';
import { playlistSchema } from './contentSchemas.ts';
import { kidsListing } from './kidsListing.ts';

afterEach(() => vi.unstubAllGlobals());

const page = {
  feedid: 'dramas01',
  title: 'Dramas',
  playlist: [
    { mediaid: 'a', title: 'For all', tags: 'family' },
    { mediaid: 'b', title: 'Grown-ups', tags: 'drama,mature' },
    { mediaid: 'c', title: 'Rated', rating: 'TV-MA' },
  ],
  links: { next: '/v2/playlists/dramas01?page_offset=4' },
};

describe("a kids profile's listings (issue 16)", () => {
  it('leave out what is not for children, and count it so paging still moves by the whole page', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } }),
    );
    const kids = createContentClient('http://content', { hides: Promise.resolve(kidsListing) });
    const listed = await kids.getPlaylist('dramas01');
    expect(listed.playlist.map((item) => item.mediaid)).toEqual(['a']);
    expect(listed.hiddenCount).toBe(2);
    const watchlist = await kids.getWatchlist('continue', ['a', 'b', 'c']);
    expect(watchlist.playlist.map((item) => item.mediaid)).toEqual(['a']);
    const grownUp = await createContentClient('http://content').getPlaylist('dramas01');
    expect(grownUp.playlist).toHaveLength(3);
    expect(grownUp.hiddenCount).toBeUndefined();
  });
});

describe("a kids profile's search count (issue 16, spec: browsing 2, Search)", () => {
  it("drops the back end's total: it counts items the profile does not see, on pages not yet loaded too", () => {
    expect(kidsListing(playlistSchema.parse({ ...page, total: 42 })).total).toBeUndefined();
    const allForChildren = playlistSchema.parse({ ...page, playlist: page.playlist.slice(0, 1), total: 42 });
    expect(kidsListing(allForChildren).total).toBeUndefined();
  });
});
