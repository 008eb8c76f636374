import { describe, expect, it } from 'vitest';
import { type MetaItem, pageMeta, splitTags } from './pageMeta.ts';

const origin = 'https://tv.example';
const film: MetaItem = {
  mediaid: 'm001demo',
  title: 'Northern Lights',
  description: 'A drama.',
  duration: 600,
  pubdate: 1767225600,
  image: '/v2/media/m001demo/images/card.webp',
  tags: 'drama, sample,,',
  contentType: 'movie',
  sources: [{ file: '/media/hls/northern-lights/master.m3u8', type: 'application/vnd.apple.mpegurl' }],
};
const seriesItem: MetaItem = {
  ...film,
  mediaid: 'sig00001',
  title: 'The Signal',
  contentType: 'series',
  sources: [],
};
const episode: MetaItem = {
  ...film,
  mediaid: 'sg1e02ep',
  title: 'The Signal 1x02',
  contentType: 'episode',
  seasonNumber: '1',
  episodeNumber: '2',
  tags: 'seriesid_sig00001,episode',
};
const series = { id: 'sig00001', title: 'The Signal', episodeCount: 8, seasonCount: 2 };

const metaOf = (result: ReturnType<typeof pageMeta>, key: string) =>
  result.tags.filter((tag) => tag.key === key).map((tag) => tag.content);

describe('SEO on detail pages (spec: browsing 2 and 9)', () => {
  const base = { origin, siteName: 'Open OTT' };

  it.each<[string, Parameters<typeof pageMeta>[0], string, string, string]>([
    [
      'a film: video.movie, VideoObject',
      { ...base, shareUrl: '/m/m001demo/northern-lights?shared=true', item: film },
      'Northern Lights - Open OTT',
      'video.movie',
      'VideoObject',
    ],
    [
      'another type: video.other',
      { ...base, shareUrl: '/m/x?shared=true', item: { ...film, contentType: 'liveEvent' } },
      'Northern Lights - Open OTT',
      'video.other',
      'VideoObject',
    ],
    [
      'a series page: video.series, TVSeries',
      {
        ...base,
        shareUrl: '/m/sig00001/the-signal?play=1&shared=true',
        item: seriesItem,
        series: { ...series, legacyRoute: false },
      },
      'The Signal - Open OTT',
      'video.series',
      'TVSeries',
    ],
    [
      'a series page with its current episode: video.episode, TVEpisode',
      {
        ...base,
        shareUrl: '/m/sig00001/the-signal?e=sg1e02ep&play=1&shared=true',
        item: seriesItem,
        series: { ...series, legacyRoute: true },
        episode,
      },
      'The Signal 1x02 - Open OTT',
      'video.episode',
      'TVEpisode',
    ],
  ])('%s', (_name, input, title, ogType, dataType) => {
    const result = pageMeta(input);
    expect(result.title).toBe(title);
    expect(result.canonical).toBe(new URL(input.shareUrl, origin).toString());
    expect(metaOf(result, 'og:url')).toEqual([result.canonical]);
    expect(metaOf(result, 'og:type')).toEqual([ogType]);
    expect(result.structuredData['@type']).toBe(dataType);
    expect(result.structuredData['@context']).toBe('http://schema.org/');
  });

  it('image 720x406 and video 1280x720', () => {
    const result = pageMeta({ ...base, shareUrl: '/m/m001demo?shared=true', item: film });
    expect(metaOf(result, 'og:image')).toEqual([`${origin}/v2/media/m001demo/images/card.webp?width=720`]);
    expect(metaOf(result, 'og:image:width')).toEqual(['720']);
    expect(metaOf(result, 'og:image:height')).toEqual(['406']);
    expect(metaOf(result, 'og:video')).toEqual([`${origin}/media/hls/northern-lights/master.m3u8`]);
    expect(metaOf(result, 'og:video:width')).toEqual(['1280']);
    expect(metaOf(result, 'og:video:height')).toEqual(['720']);
    expect(metaOf(result, 'twitter:card')).toEqual(['summary_large_image']);
  });

  it('tags are split on commas', () => {
    const result = pageMeta({ ...base, shareUrl: '/m/m001demo?shared=true', item: film });
    expect(metaOf(result, 'video:tag')).toEqual(['drama', 'sample']);
    expect(splitTags(undefined)).toEqual([]);
  });

  it('a series without a playable source has no og:video', () => {
    const result = pageMeta({
      ...base,
      shareUrl: '/m/sig00001?play=1&shared=true',
      item: seriesItem,
      series: { ...series, legacyRoute: false },
    });
    expect(metaOf(result, 'og:video')).toEqual([]);
  });

  it.each<[boolean, string]>([
    [true, `${origin}/s/sig00001`],
    [false, `${origin}/m/sig00001`],
  ])('TVSeries @id on the legacy route %s: %s; the episode is part of it', (legacyRoute, id) => {
    const result = pageMeta({
      ...base,
      shareUrl: '/m/sig00001/the-signal?e=sg1e02ep&play=1&shared=true',
      item: seriesItem,
      series: { ...series, legacyRoute },
      episode,
    });
    expect(result.structuredData).toMatchObject({
      '@type': 'TVEpisode',
      episodeNumber: 2,
      seasonNumber: 1,
      partOfSeries: { '@type': 'TVSeries', '@id': id, numberOfEpisodes: 8, numberOfSeasons: 2 },
    });
  });
});
