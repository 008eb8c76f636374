import { describe, expect, it } from 'vitest';
import {
  type ContentRefresh,
  LIVE_REFETCH_MS,
  mediaRefetchInterval,
  type PlaylistPage,
  playlistRefresh,
} from './contentRefresh.ts';
import type { LiveFields } from './mediaStatus.ts';

const now = Date.parse('2026-11-22T10:00:00Z');
const vod: LiveFields = { mediaid: 'vod1' };
const event = (state: string, start: string, end: string): LiveFields => ({
  'VCH.EventState': state,
  'VCH.ScheduledStart': start,
  'VCH.ScheduledEnd': end,
});
const onAir = event('LIVE_PUBLISHED', '2026-11-22T09:00:00Z', '2026-11-22T11:00:00Z');
const upcoming = event('PRE_LIVE', '2026-11-25T18:00:00Z', '2026-11-25T20:00:00Z');
const replay = event('VOD_PUBLIC', '2026-11-20T19:00:00Z', '2026-11-20T20:00:00Z');
const page = (...playlist: LiveFields[]): PlaylistPage => ({ playlist });

const refreshing: ContentRefresh = { interval: LIVE_REFETCH_MS, onReturn: true };
const quiet: ContentRefresh = { interval: false, onReturn: false };

describe('playlistRefresh (spec: browsing 4, Refetching)', () => {
  it.each<[string, PlaylistPage[], ContentRefresh]>([
    ['not fetched yet: nothing to refresh', [], quiet],
    [
      'only VOD items: no timer, no refetch on mount or focus (a TV stays on Home for hours)',
      [page(vod)],
      quiet,
    ],
    ['an empty playlist', [page()], quiet],
    ['an ended event (VOD_PUBLIC, window passed) is VOD', [page(vod, replay)], quiet],
    ['a live item: every 30 s, and on mount and window focus', [page(vod, onAir)], refreshing],
    ['a scheduled item counts as live content', [page(upcoming, vod)], refreshing],
    ['a live item on a later loaded page', [page(vod), page(vod, onAir)], refreshing],
    ['the refetch flag (boolean)', [{ refetch: true, playlist: [vod] }], refreshing],
    ["the refetch flag (the feed's string 'true')", [{ refetch: 'true', playlist: [vod] }], refreshing],
    ["refetch 'false' is no flag", [{ refetch: 'false', playlist: [vod] }], quiet],
  ])('%s', (_name, pages, expected) => {
    expect(playlistRefresh(pages, now)).toEqual(expected);
  });

  it('follows the clock: a VOD_PUBLIC item inside its scheduled window is live (media status)', () => {
    const window = event('VOD_PUBLIC', '2026-11-22T09:30:00Z', '2026-11-22T10:30:00Z');
    expect(playlistRefresh([page(window)], now)).toEqual(refreshing);
    expect(playlistRefresh([page(window)], Date.parse('2026-11-22T11:00:00Z'))).toEqual(quiet);
  });
});

describe('mediaRefetchInterval (spec: browsing 4, Refetching — a live media item every 30 s)', () => {
  it.each<[string, LiveFields | undefined, number | false]>([
    ['not fetched yet', undefined, false],
    ['a VOD item', vod, false],
    ['an ended event', replay, false],
    ['a live item', onAir, LIVE_REFETCH_MS],
    ['a scheduled item (it is about to go live)', upcoming, LIVE_REFETCH_MS],
  ])('%s', (_name, item, expected) => {
    expect(mediaRefetchInterval(item, now)).toBe(expected);
  });
});
