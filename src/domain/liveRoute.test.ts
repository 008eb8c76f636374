import { describe, expect, it } from 'vitest';
import { liveChannelRoute } from './liveRoute.ts';

// spec: browsing 2, Media route (a live channel redirects to the live route of its channels playlist)
// and EPG / live screen (that screen reads play, channel, start, end, beginning): a shared link keeps
// what it asked for.
describe('liveChannelRoute', () => {
  it.each([
    ['', '/p/chan0001?channel=ch000001'],
    ['?play=1', '/p/chan0001?channel=ch000001&play=1'],
    [
      '?play=1&start=2026-11-26T08:00:00.000Z&end=2026-11-26T09:00:00.000Z',
      '/p/chan0001?channel=ch000001&play=1&start=2026-11-26T08%3A00%3A00.000Z&end=2026-11-26T09%3A00%3A00.000Z',
    ],
    [
      '?start=2026-11-26T08:00:00.000Z&beginning=1',
      '/p/chan0001?channel=ch000001&start=2026-11-26T08%3A00%3A00.000Z&beginning=1',
    ],
    // The channel is the item's own: a channel parameter in the link does not override it.
    ['?channel=other&play=1', '/p/chan0001?channel=ch000001&play=1'],
    // What the live screen does not read is not carried (r, shared, tracking parameters).
    ['?r=home0001&shared=true&utm_source=x', '/p/chan0001?channel=ch000001'],
  ])('%s → %s', (search, expected) => {
    expect(liveChannelRoute('chan0001', 'ch000001', new URLSearchParams(search))).toBe(expected);
  });

  it('encodes ids', () => {
    expect(liveChannelRoute('a b', 'c/d', new URLSearchParams())).toBe('/p/a%20b?channel=c%2Fd');
  });
});
