import { describe, expect, it } from 'vitest';
import { deviceListIds } from './deviceLists.ts';

/** spec: browsing 3, App config — features {continueWatchingList, favoritesList}. */
describe('the ids of the viewer lists', () => {
  it.each<[string, { continueWatchingList?: string | null; favoritesList?: string | null }, string, string]>([
    ['not named: continue and favorites', {}, 'continue', 'favorites'],
    [
      'named null or empty: the same',
      { continueWatchingList: null, favoritesList: '' },
      'continue',
      'favorites',
    ],
    ['named by the config', { continueWatchingList: 'cw01', favoritesList: 'fav01' }, 'cw01', 'fav01'],
  ])('%s', (_case, features, continueWatching, favorites) => {
    expect(deviceListIds(features)).toEqual({ continueWatching, favorites });
  });
});
