import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../content/contentSchemas.ts';
import { opensWithPlay } from './cardSettings.ts';

const item = (contentType: string) => ({ mediaid: 'x', contentType }) as MediaItem;

describe('opensWithPlay (spec: browsing 2, Shelf)', () => {
  it.each([
    [false, 'movie', false, false],
    [false, 'movie', true, true],
    [false, 'series', true, true],
    [true, 'movie', false, true],
    [true, 'episode', false, true],
    [true, 'series', false, false],
    [true, 'Series', false, false],
  ])(
    'single-click play %s, %s, continue watching %s -> %s',
    (singleClickPlay, type, continueWatching, expected) => {
      expect(opensWithPlay({ singleClickPlay }, item(type), continueWatching)).toBe(expected);
    },
  );
});
