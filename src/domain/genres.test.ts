import { describe, expect, it } from 'vitest';
import { genresOf, hasGenre } from './genres.ts';

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
});
