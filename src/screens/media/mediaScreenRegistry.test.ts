import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { createMediaScreenRegistry } from './mediaScreenRegistry.ts';

const Movie = () => null;
const Series = () => null;
const Hub = () => null;
const item = (contentType?: string) =>
  ({
    mediaid: 'x',
    title: 'x',
    description: '',
    duration: 0,
    images: [],
    sources: [],
    contentType,
  }) as MediaItem;

describe('media screen registry (spec: browsing 2, Media route)', () => {
  const registry = createMediaScreenRegistry(Movie)
    .registerByContentType(Series, 'series')
    .registerByContentType(Hub, 'hub');
  it.each([
    ['series', Series],
    ['SERIES', Series],
    ['hub', Hub],
    ['liveEvent', Movie],
    ['something new', Movie],
    [undefined, Movie],
  ])('%s', (contentType, screen) => {
    expect(registry.screenFor(item(contentType))).toBe(screen);
  });
});
