import { describe, expect, it } from 'vitest';
import { genresOf, hasGenre, shownGenre } from './genres.ts';

describe('genre filter (spec: browsing 2, Playlist page)', () => {
  it('lists distinct genres in order', () => {
    expect(genresOf([{ genre: 'Drama, Comedy' }, { genre: 'Comedy' }, {}, { genre: 'Nature' }])).toEqual([
      'Drama',
      'Comedy',
      'Nature',
    ]);
  });
  it.each([
    [{ genre: 'Drama, Comedy' }, 'Comedy', true],
    [{ genre: 'Drama' }, 'Comedy', false],
    [{}, undefined, true],
    [{ genre: 'Drama' }, undefined, true],
  ])('%j in %s: %s', (item, genre, matches) => {
    expect(hasGenre(item, genre)).toBe(matches);
  });
  // A remembered genre the playlist does not list (not loaded yet, or gone) shows 'All', never an
  // empty grid behind a filter that may not even be shown (one genre or none hides it).
  it.each([
    ['Comedy', ['Drama', 'Comedy'], 'Comedy'],
    ['Comedy', ['Drama'], undefined],
    ['Comedy', [], undefined],
    [undefined, ['Drama', 'Comedy'], undefined],
  ])('remembered %s among %j shows %s', (remembered, genres, shown) => {
    expect(shownGenre(remembered, genres)).toBe(shown);
  });
});
