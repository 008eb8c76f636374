import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../content/contentSchemas.ts';
import type { AppConfig } from './appConfigSchema.ts';
import { opensWithPlay } from './cardSettings.ts';

const config = (custom: Record<string, unknown>) => ({ custom }) as unknown as AppConfig;
const item = (contentType: string) => ({ mediaid: 'x', contentType }) as MediaItem;

describe('opensWithPlay', () => {
  it.each([
    [{}, 'movie', false, false],
    [{}, 'movie', true, true],
    [{}, 'series', true, true],
    [{ singleClickPlay: true }, 'movie', false, true],
    [{ singleClickPlay: true }, 'episode', false, true],
    [{ singleClickPlay: true }, 'series', false, false],
    [{ singleClickPlay: true }, 'Series', false, false],
    [{ singleClickPlay: 'true' }, 'movie', false, false],
  ])('custom %j, %s, continue watching %s -> %s', (custom, type, continueWatching, expected) => {
    expect(opensWithPlay(config(custom), item(type), continueWatching)).toBe(expected);
  });
});
