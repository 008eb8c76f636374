import { describe, expect, it } from 'vitest';
import { type AdConfigLevel, adConfigId, adScheduleUrl } from './adConfig.ts';

describe('ad config level (spec: browsing 7 Playback, 9 Ads)', () => {
  it.each<[AdConfigLevel | undefined, string | undefined, string | undefined, string | undefined]>([
    [undefined, 'global1', 'media1', 'global1'],
    ['global', 'global1', 'media1', 'global1'],
    ['media', 'global1', 'media1', 'media1'],
    ['media', 'global1', undefined, undefined],
    ['globalandmedia', 'global1', 'media1', 'media1'],
    ['globalandmedia', 'global1', undefined, 'global1'],
  ])('level %s, global %s, media %s: %s', (level, globalId, mediaId, expected) => {
    expect(adConfigId(level, globalId, mediaId)).toBe(expected);
  });

  it.each<[AdConfigLevel | undefined, string | undefined, string]>([
    [undefined, 'mine', 'https://ads.example/ad_configs/glob/schedule.xml?media_id=abc'],
    ['global', 'mine', 'https://ads.example/ad_configs/glob/schedule.xml?media_id=abc'],
    ['media', 'mine', 'https://ads.example/ad_configs/mine/schedule.xml?media_id=abc'],
    ['globalandmedia', 'mine', 'https://ads.example/ad_configs/mine/schedule.xml?media_id=abc'],
    ['globalandmedia', undefined, 'https://ads.example/ad_configs/glob/schedule.xml?media_id=abc'],
  ])('schedule URL at level %s with media config %s', (level, mediaAdConfig, expected) => {
    expect(
      adScheduleUrl('https://ads.example/ad_configs/glob/schedule.xml', 'abc', level, mediaAdConfig),
    ).toBe(expected);
  });
});
