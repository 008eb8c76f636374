import { describe, expect, it } from 'vitest';
import { MediaNotFoundError } from '../content/contentClient.ts';
import { type MediaItem, mediaItemSchema } from '../content/contentSchemas.ts';
import { nextInList } from './nextInList.ts';

const now = Date.parse('2026-06-01T12:00:00Z');
const vod = (mediaid: string): MediaItem => mediaItemSchema.parse({ mediaid, title: mediaid });
const scheduled = (mediaid: string): MediaItem =>
  mediaItemSchema.parse({
    mediaid,
    title: mediaid,
    'VCH.EventState': 'PRE_LIVE',
    'VCH.ScheduledStart': '2026-06-02T12:00:00Z',
  });

/** A catalogue by id; what it lacks is missing, as GET /v2/media/{id} answers 404. */
function catalogue(items: MediaItem[]) {
  const asked: string[] = [];
  const fetchMedia = async (id: string) => {
    asked.push(id);
    const found = items.find((item) => item.mediaid === id);
    if (!found) throw new MediaNotFoundError(id);
    return found;
  };
  return { asked, fetchMedia };
}

/** spec: browsing 4, Player — the next of a viewer's list, by id; "A next item with mediaStatus SCHEDULED is not autoplayed". */
describe('nextInList', () => {
  it.each<[string, MediaItem[], string[], string | null, string[]]>([
    ['the first id, fetched alone', [vod('c'), vod('d')], ['c', 'd'], 'c', ['c']],
    ['a SCHEDULED item passed over', [scheduled('c'), vod('d')], ['c', 'd'], 'd', ['c', 'd']],
    ['an item gone from the catalogue passed over', [vod('d')], ['c', 'd'], 'd', ['c', 'd']],
    ['none that may play: none', [scheduled('c')], ['c', 'd'], null, ['c', 'd']],
    ['no ids: nothing asked', [vod('c')], [], null, []],
  ])('%s', async (_case, items, ids, expected, askedIds) => {
    const { asked, fetchMedia } = catalogue(items);
    const next = await nextInList(ids, fetchMedia, now);
    expect(next?.mediaid ?? null).toBe(expected);
    expect(asked).toEqual(askedIds);
  });
});
