import { describe, expect, it } from 'vitest';
import { type NextSource, type NextSourceInput, nextItem, nextSources, upNextSeconds } from './upNext.ts';

const now = Date.parse('2026-06-01T12:00:00Z');
const vod = (mediaid: string) => ({ mediaid });
const scheduled = (mediaid: string) => ({
  mediaid,
  'VCH.EventState': 'PRE_LIVE',
  'VCH.ScheduledStart': '2026-06-02T12:00:00Z',
});
const live = (mediaid: string) => ({
  mediaid,
  'VCH.EventState': 'LIVE_PUBLISHED',
  'VCH.ScheduledStart': '2026-06-01T11:00:00Z',
  'VCH.ScheduledEnd': '2026-06-01T13:00:00Z',
});
const ended = (mediaid: string) => ({ mediaid, 'VCH.EventState': 'VOD_PUBLIC' });

describe('which item is next (spec: browsing 4 Player, 2 Series page)', () => {
  it.each<[string, Array<{ mediaid: string }>, string, string | undefined]>([
    ['the item after the current one in playlist r', [vod('a'), vod('b'), vod('c')], 'b', 'c'],
    ['nothing after the last item', [vod('a'), vod('b')], 'b', undefined],
    ['a SCHEDULED item is skipped', [vod('a'), scheduled('b'), vod('c')], 'a', 'c'],
    ['only SCHEDULED items after: none', [vod('a'), scheduled('b'), scheduled('c')], 'a', undefined],
    ['a LIVE item may be next', [vod('a'), live('b')], 'a', 'b'],
    ['an ended event (VOD) may be next', [vod('a'), ended('b')], 'a', 'b'],
    ['current not in the list (recommendations): the first one', [vod('x'), vod('y')], 'a', 'x'],
    ['current not in the list: the first not SCHEDULED', [scheduled('x'), vod('y')], 'a', 'y'],
    ['the current item listed again later is not next', [vod('a'), vod('a'), vod('b')], 'a', 'b'],
    ['next episode of a series (episodes in order)', [vod('e1'), vod('e2'), vod('e3')], 'e2', 'e3'],
    ['the last episode has no next', [vod('e1'), vod('e2')], 'e2', undefined],
    ['an empty list', [], 'a', undefined],
  ])('%s', (_case, items, currentId, expected) => {
    expect(nextItem(items, currentId, now)?.mediaid).toBe(expected);
  });

  it.each<[number, number, number | undefined]>([
    [0, 120, undefined],
    [109.9, 120, undefined],
    [110, 120, 10],
    [115.2, 120, 5],
    [119.5, 120, 1],
    [120, 120, undefined],
    [3, 0, undefined],
    [3, Number.POSITIVE_INFINITY, undefined],
  ])('at %s s of %s s the up-next countdown shows %s', (position, duration, expected) => {
    expect(upNextSeconds(position, duration)).toBe(expected);
  });
});

/**
 * spec: browsing 2, Video detail page ("The next item of playlist r is offered for autoplay") and 4,
 * Player ("navigate with play to the next recommended item or the next episode"). The continue-watching
 * and favourites rows carry their list ids as r, but they are lists kept by the viewer, not playlists
 * of the content API: their next item is the next id of the list, never a request for the playlist.
 */
describe('where the next item comes from', () => {
  const deviceLists = new Map<string, readonly string[]>([
    ['continue', ['a', 'b', 'c']],
    ['favorites', ['f1', 'f2']],
  ]);
  const base = { currentId: 'b', recommendations: 'recommnd', deviceLists };
  const related = { kind: 'related', playlistId: 'recommnd' } as const;

  it.each<[string, Partial<NextSourceInput>, NextSource[]]>([
    [
      'an episode: the next episode of its series',
      { seriesId: 's1', playlistId: 'continue' },
      [{ kind: 'episodes', seriesId: 's1' }],
    ],
    ['no r: recommendations related to the item', {}, [related]],
    ['no r and no recommendations playlist: none', { recommendations: undefined }, []],
    [
      'r a playlist: that playlist',
      { playlistId: 'dramas01' },
      [{ kind: 'playlist', playlistId: 'dramas01' }],
    ],
    [
      'r the continue-watching list: the ids after the item, then recommendations',
      { playlistId: 'continue' },
      [{ kind: 'list', mediaIds: ['c'] }, related],
    ],
    [
      'r continue, the item last in the list: recommendations',
      { playlistId: 'continue', currentId: 'c' },
      [related],
    ],
    [
      'r continue, the item not in the list: the whole list',
      { playlistId: 'continue', currentId: 'x' },
      [{ kind: 'list', mediaIds: ['a', 'b', 'c'] }, related],
    ],
    [
      'r the favourites list: the ids after the item',
      { playlistId: 'favorites', currentId: 'f1' },
      [{ kind: 'list', mediaIds: ['f2'] }, related],
    ],
    [
      'r favourites, the last one, no recommendations: none',
      {
        playlistId: 'favorites',
        currentId: 'f2',
        recommendations: undefined,
      },
      [],
    ],
    [
      'r continue, no recommendations: the list alone',
      { playlistId: 'continue', recommendations: undefined },
      [{ kind: 'list', mediaIds: ['c'] }],
    ],
    [
      'r a device list that is empty: recommendations',
      {
        playlistId: 'continue',
        deviceLists: new Map([['continue', []]]),
      },
      [related],
    ],
  ])('%s', (_case, input, expected) => {
    const sources = nextSources({ ...base, ...input });
    expect(sources).toEqual(expected);
    // Never the content API's playlist for a viewer's own list (a request that cannot succeed).
    for (const listId of deviceLists.keys()) {
      expect(sources).not.toContainEqual({ kind: 'playlist', playlistId: listId });
    }
  });
});
