import { describe, expect, it } from 'vitest';
import { adScheduleSchema, breakOffset } from './adSchedule.ts';
import { linearAdFrom } from './linearAd.ts';

describe('ad schedule offsets', () => {
  it.each<[string, number | undefined]>([
    ['pre', 0],
    ['start', 0],
    ['00:00:05.000', 5],
    ['01:02:03', 3723],
    ['post', Number.POSITIVE_INFINITY],
    ['50%', undefined],
    ['soon', undefined],
  ])('%s is at %s s', (offset, seconds) => {
    expect(breakOffset(offset)).toBe(seconds);
  });

  it('rejects a schedule without tags', () => {
    expect(adScheduleSchema.safeParse({ schedule: [{ offset: 'pre', tag: [] }] }).success).toBe(false);
  });
});

describe('linear ad from a VAST response', () => {
  const base = 'http://ads.example/v2/advertising/vast/preroll.xml';
  it('takes the first linear creative with a progressive MP4, URLs made absolute', () => {
    const response = {
      ads: [
        {
          impressionURLTemplates: [{ id: null, url: '/impression?ad=1' }],
          creatives: [
            { type: 'companion', mediaFiles: [] },
            {
              type: 'linear',
              duration: 6,
              mediaFiles: [
                { fileURL: 'https://cdn.example/ad.m3u8', mimeType: 'application/x-mpegURL' },
                { fileURL: ' /media/ads/ad.mp4 ', mimeType: 'video/mp4' },
              ],
            },
          ],
        },
      ],
    };
    expect(linearAdFrom(response, base)).toEqual({
      mediaUrl: 'http://ads.example/media/ads/ad.mp4',
      duration: 6,
      impressions: ['http://ads.example/impression?ad=1'],
    });
  });

  it('gives nothing without a playable linear creative, and rejects a malformed response', () => {
    expect(linearAdFrom({ ads: [] }, base)).toBeUndefined();
    expect(
      linearAdFrom({ ads: [{ creatives: [{ type: 'nonlinear', mediaFiles: [] }] }] }, base),
    ).toBeUndefined();
    expect(() => linearAdFrom({ ads: 'none' }, base)).toThrow();
  });
});
