import { describe, expect, it } from 'vitest';
import { genreChoices } from './genreChoices.ts';

/**
 * spec: browsing 2, Playlist page — a genre filter, 'All' by default, reset when the feed changes.
 * Read as: the genre belongs to its playlist. Coming back to the same playlist (Back from a card it
 * opened, or a later visit in the same session) finds the genre chosen there, as its scroll and focus
 * come back (useGridPlace); another playlist does not inherit it and starts at 'All'.
 */
describe('genre choice per playlist', () => {
  const genres = ['Drama', 'Comedy'];

  it('keeps the chosen genre when the viewer comes back to the same playlist', () => {
    const choices = genreChoices();
    choices.choose('dramas01', 'Comedy');
    expect(choices.chosen('dramas01', genres)).toBe('Comedy');
  });

  it("resets to 'All' on another playlist, and each playlist keeps its own choice", () => {
    const choices = genreChoices();
    choices.choose('dramas01', 'Comedy');
    expect(choices.chosen('nature01', ['Nature', 'Adventure'])).toBeUndefined();
    choices.choose('nature01', 'Nature');
    expect(choices.chosen('dramas01', genres)).toBe('Comedy');
    expect(choices.chosen('nature01', ['Nature', 'Adventure'])).toBe('Nature');
  });

  it("choosing 'All' again is kept as well", () => {
    const choices = genreChoices();
    choices.choose('dramas01', 'Comedy');
    choices.choose('dramas01', undefined);
    expect(choices.chosen('dramas01', genres)).toBeUndefined();
  });

  it("shows 'All' when the playlist no longer has the genre, without forgetting it", () => {
    const choices = genreChoices();
    choices.choose('dramas01', 'Comedy');
    // Only the first page is back yet, or the catalogue changed: no empty grid behind a filter.
    expect(choices.chosen('dramas01', ['Drama'])).toBeUndefined();
    expect(choices.chosen('dramas01', genres)).toBe('Comedy');
  });

  it('remembers nothing for a page without a playlist id', () => {
    const choices = genreChoices();
    choices.choose(undefined, 'Comedy');
    expect(choices.chosen(undefined, genres)).toBeUndefined();
  });
});
