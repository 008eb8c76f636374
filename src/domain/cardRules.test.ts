import { describe, expect, it } from 'vitest';
import {
  type CardItem,
  type CardTag,
  cardTag,
  showsCardTitles,
  showsSeeMore,
  textColorOn,
  truncateWords,
} from './cardRules.ts';

const now = Date.parse('2026-11-22T10:00:00Z');

describe('cardTag (spec: browsing 2, Card — tag priority)', () => {
  it.each<[string, CardItem, CardTag | undefined]>([
    ['series first', { contentType: 'series', duration: 600 }, { kind: 'series' }],
    [
      'episode label before duration',
      { contentType: 'episode', duration: 1500, seasonNumber: '2', episodeNumber: '3' },
      { kind: 'episode', season: 2, episode: 3 },
    ],
    ['duration in minutes', { contentType: 'movie', duration: 5400 }, { kind: 'duration', minutes: 90 }],
    ['short items show at least 1 minute', { duration: 12 }, { kind: 'duration', minutes: 1 }],
    ['a live channel is live', { contentType: 'liveChannel', duration: 0 }, { kind: 'live' }],
    [
      'a live event on air is live',
      {
        contentType: 'liveEvent',
        duration: 0,
        'VCH.EventState': 'LIVE_PUBLISHED',
        'VCH.ScheduledStart': '2026-11-22T09:00:00Z',
        'VCH.ScheduledEnd': '2026-11-22T12:00:00Z',
      },
      { kind: 'live' },
    ],
    [
      'an event to come is scheduled',
      {
        contentType: 'liveEvent',
        duration: 0,
        'VCH.EventState': 'PRE_LIVE',
        'VCH.ScheduledStart': '2026-11-23T09:00:00Z',
      },
      { kind: 'scheduled' },
    ],
    ['nothing to say', { contentType: 'page', duration: 0 }, undefined],
  ])('%s', (_name, item, tag) => {
    expect(cardTag(item, now)).toEqual(tag);
  });
});

describe('showsSeeMore (spec: browsing 2, Shelf)', () => {
  it.each([
    ['Top 10 Movies', false],
    ['top ten movies', false],
    ['CONTINUE WATCHING', false],
    ['Top 10 Movies this Week', false],
    ['Top ten Movies this Week', false],
    ['Top 10 Series', true],
    ['Dramas', true],
  ])('%s: %s', (title, shown) => {
    expect(showsSeeMore(title)).toBe(shown);
  });
});

describe('showsCardTitles (spec: browsing 2, Shelf — showtitle)', () => {
  it.each<[string, Array<Record<string, unknown> | undefined>, boolean]>([
    ['nothing set: shown', [undefined, {}], true],
    ["row custom showtitle 'false' hides", [{ showtitle: 'false' }, {}], false],
    ['key compared ignoring underscores and case', [{ Show_Title: 'FALSE' }], false],
    ['the row wins over the playlist', [{ showTitle: 'true' }, { show_title: 'false' }], true],
    ['the playlist decides when the row says nothing', [{ other: 'x' }, { showtitle: 'false' }], false],
  ])('%s', (_name, sources, shown) => {
    expect(showsCardTitles(...sources)).toBe(shown);
  });
});

describe('truncateWords (spec: browsing 5 — 35 words)', () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index + 1}`).join(' ');
  it.each([
    [words(35), { text: words(35), truncated: false }],
    [words(36), { text: `${words(35)}...`, truncated: true }],
    ['  spaced   out  ', { text: 'spaced out', truncated: false }],
  ])('%#', (input, expected) => {
    expect(truncateWords(input)).toEqual(expected);
  });
});

describe('textColorOn (spec: browsing 5 — luminance above 186)', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#bbbbbb', '#000000'],
    ['#b9b9b9', '#ffffff'],
    ['#000', '#ffffff'],
    ['#ff6600', '#ffffff'],
    ['#ffee00', '#000000'],
    ['not a colour', '#ffffff'],
  ])('%s → %s', (background, text) => {
    expect(textColorOn(background)).toBe(text);
  });
});
