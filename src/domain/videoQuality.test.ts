import { describe, expect, it } from 'vitest';
import { autoplayOn, isVideoQuality, maxHeightFor, storedAutoplay, videoQualities } from './videoQuality.ts';

describe('settings rules (spec: browsing 2 Settings panel, 4 Player, 9)', () => {
  it.each([
    ['auto', undefined],
    ['1080', 1080],
    ['720', 720],
    ['360', 360],
  ] as const)('quality %s caps at %s', (quality, height) => {
    expect(maxHeightFor(quality)).toBe(height);
  });

  it('offers the options of section 9, in order', () => {
    expect(videoQualities.map((quality) => quality.value)).toEqual([
      'auto',
      '1080',
      '720',
      '480',
      '360',
      '240',
    ]);
  });

  it('recognises stored qualities only', () => {
    expect(isVideoQuality('480')).toBe(true);
    expect(isVideoQuality('4k')).toBe(false);
    expect(isVideoQuality(null)).toBe(false);
  });

  it.each<[string | null, 'on' | 'off' | undefined, boolean]>([
    [null, undefined, false],
    [null, 'on', true],
    ['false', 'on', false],
    ['true', undefined, true],
    ['garbage', 'on', true],
  ])('autoplay stored %s, config %s: %s', (stored, configDefault, expected) => {
    expect(autoplayOn(storedAutoplay(stored), configDefault)).toBe(expected);
  });
});
