import { describe, expect, it } from 'vitest';
import { type CardItem, cardUrl } from './cardUrl.ts';

const film: CardItem = { mediaid: 'abc123', title: 'Sintel', contentType: 'movie' };
const episode: CardItem = {
  mediaid: 'sg1e02ep',
  title: 'The Signal 1x02',
  contentType: 'episode',
  tags: 'seriesid_sig00001,episode',
};

/**
 * spec: browsing 2, Route table — "An episode whose tags contain seriesid_XXX links to
 * /s/XXX?e={mediaid}"; Shelf — a card links with its playlistId (r) and play flag; Series page — its
 * query is e, r, play=1.
 *
 * The reading chosen: an item is an episode when its contentType is 'episode' (compared in lowercase,
 * as the media route does) or, with no such type, when its tags carry seriesid_XXX (the catalogue's mark
 * of an episode in the route table). Its series is its seriesId / series_id field, else the tag (the
 * media route's redirect reads the same, so a card lands where /m/{episode} would have redirected, one
 * hop sooner). A seriesId field alone does not make an episode: series items carry their own id there
 * (and in older catalogues a series' stand-in card did), and those open their media page. A series
 * never links as an episode, whatever its tags.
 */
describe('cardUrl (spec: browsing 2, Route table and Shelf)', () => {
  it.each<[string, CardItem, { playlistId?: string; play?: boolean }, string]>([
    ['a film: its media page with r', film, { playlistId: 'pl1' }, '/m/abc123/sintel?r=pl1'],
    ['a film with play', film, { playlistId: 'pl1', play: true }, '/m/abc123/sintel?r=pl1&play=1'],
    ['a film from no playlist', film, {}, '/m/abc123/sintel'],
    ['an episode: its series page with e', episode, {}, '/s/sig00001?e=sg1e02ep'],
    ['an episode with r', episode, { playlistId: 'pl1' }, '/s/sig00001?e=sg1e02ep&r=pl1'],
    [
      'an episode in continue watching: r and play',
      episode,
      { playlistId: 'continue', play: true },
      '/s/sig00001?e=sg1e02ep&r=continue&play=1',
    ],
    [
      'an episode known by its tag alone (no contentType)',
      { mediaid: 'sg1e02ep', title: 'x', tags: 'seriesid_sig00001' },
      {},
      '/s/sig00001?e=sg1e02ep',
    ],
    [
      "an episode by type: its series_id field names the series (the media route's own reading)",
      { mediaid: 'sg1e02ep', title: 'x', contentType: 'Episode', series_id: 'sig00001' },
      {},
      '/s/sig00001?e=sg1e02ep',
    ],
    [
      'an episode that names no series: its media page (the media route decides)',
      { mediaid: 'lost0001', title: 'Lost', contentType: 'episode' },
      {},
      '/m/lost0001/lost',
    ],
    [
      'a series carrying its own id as seriesId: its media page',
      { mediaid: 'sig00001', title: 'The Signal', contentType: 'series', seriesId: 'sig00001' },
      { playlistId: 'pl1' },
      '/m/sig00001/the-signal?r=pl1',
    ],
    [
      'a series is no episode even with the tag',
      { mediaid: 'sig00001', title: 'The Signal', contentType: 'series', tags: 'seriesid_sig00001' },
      {},
      '/m/sig00001/the-signal',
    ],
    [
      'a seriesId field alone (an older stand-in card): its media page',
      { mediaid: 'std00001', title: 'Stand in', seriesId: 'sig00001' },
      {},
      '/m/std00001/stand-in',
    ],
    [
      'ids are encoded in the path and the query',
      { mediaid: 'a/b', title: 'x', tags: 'seriesid_s 1' },
      { playlistId: 'p&1' },
      '/s/s%201?e=a%2Fb&r=p%261',
    ],
  ])('%s', (_name, item, link, expected) => {
    expect(cardUrl(item, link)).toBe(expected);
  });
});
