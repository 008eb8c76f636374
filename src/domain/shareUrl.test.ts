import { describe, expect, it } from 'vitest';
import { mediaPath, shareUrl } from './shareUrl.ts';

describe('media path and share URL (spec: browsing 2, Video detail page and Series page)', () => {
  const film = { mediaid: 'm001demo', title: 'Northern Lights' };
  const series = { mediaid: 'sig00001', title: 'The Signal' };
  it.each<[string, string, boolean, string]>([
    ['a film', mediaPath(film), false, '/m/m001demo/northern-lights?shared=true'],
    [
      'a film opened from a playlist',
      mediaPath(film, { playlistId: 'featured' }),
      false,
      '/m/m001demo/northern-lights?r=featured&shared=true',
    ],
    ['a series', mediaPath(series), true, '/m/sig00001/the-signal?play=1&shared=true'],
    [
      'a series with its current episode',
      mediaPath(series, { episodeId: 'sg1e02ep' }),
      true,
      '/m/sig00001/the-signal?e=sg1e02ep&play=1&shared=true',
    ],
    [
      'a series from a playlist with its current episode',
      mediaPath(series, { playlistId: 'series01', episodeId: 'sg1e02ep' }),
      true,
      '/m/sig00001/the-signal?r=series01&e=sg1e02ep&play=1&shared=true',
    ],
  ])('%s', (_name, path, play, expected) => {
    expect(shareUrl(path, { play })).toBe(expected);
  });
});
