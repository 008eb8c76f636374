import { describe, expect, it } from 'vitest';
import { type Favorite, toggleFavorite } from './favorites.ts';

const fav = (id: string): Favorite => ({ mediaid: id, title: id });

describe('toggleFavorite (spec: browsing 4, Favourites)', () => {
  it.each<[string, Favorite[], Favorite, number, ReturnType<typeof toggleFavorite>]>([
    [
      'adds to the front',
      [fav('a')],
      fav('b'),
      48,
      { list: [fav('b'), fav('a')], added: true, overLimit: false },
    ],
    [
      'removes one that is present',
      [fav('a'), fav('b')],
      fav('a'),
      48,
      { list: [fav('b')], added: false, overLimit: false },
    ],
    [
      'at the limit: warns and keeps the list',
      [fav('a'), fav('b')],
      fav('c'),
      2,
      { list: [fav('a'), fav('b')], added: false, overLimit: true },
    ],
    [
      'at the limit, removing still works',
      [fav('a'), fav('b')],
      fav('b'),
      2,
      { list: [fav('a')], added: false, overLimit: false },
    ],
  ])('%s', (_name, list, item, limit, expected) => {
    expect(toggleFavorite(list, item, limit)).toEqual(expected);
  });
});
