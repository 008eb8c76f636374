import { describe, expect, it } from 'vitest';
import { type SeriesFields, seriesIdOf } from './episodeSeries.ts';

describe('seriesIdOf (spec: browsing 3, MediaItem — seriesId, series_id; 2, Route table — seriesid_XXX)', () => {
  it.each<[string, SeriesFields, string | undefined]>([
    ['the seriesId field', { seriesId: 'sig00001' }, 'sig00001'],
    ['the series_id field', { series_id: 'sig00001' }, 'sig00001'],
    ['a numeric field, as some feeds send it', { seriesId: 1234 }, '1234'],
    ['the tag seriesid_XXX', { tags: 'seriesid_sig00001,episode' }, 'sig00001'],
    ['the tag anywhere in the list', { tags: 'episode,seriesid_sig00001' }, 'sig00001'],
    // spec: browsing 2, SEO — tags are split on commas; a space after the comma is not part of a tag.
    ['the tag after a comma and a space', { tags: 'episode, seriesid_sig00001' }, 'sig00001'],
    ['a field wins over the tag', { seriesId: 'fromfield', tags: 'seriesid_fromtag' }, 'fromfield'],
    ['an empty field falls back to the tag', { seriesId: '', tags: 'seriesid_sig00001' }, 'sig00001'],
    ['a tag naming no id is none', { tags: 'seriesid_,episode' }, undefined],
    ['a tag that only contains the word is none', { tags: 'notseriesid_sig00001' }, undefined],
    ['a field that is neither text nor number is none', { seriesId: { id: 'x' } }, undefined],
    ['nothing at all', {}, undefined],
  ])('%s', (_name, item, expected) => {
    expect(seriesIdOf(item)).toBe(expected);
  });
});
