import { describe, expect, it } from 'vitest';
import { nextItem, upNextSeconds } from './upNext.ts';

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
