import { describe, expect, it } from 'vitest';
import {
  breakpointOf,
  type HeroOption,
  heroImage,
  heroPosterStyle,
  hubPosterStyle,
  isEpgPlaceholder,
  isSixteenByNine,
  relatedAsGrid,
} from './detailPage.ts';

describe('hero poster style (spec: browsing 2, Video detail page)', () => {
  it.each<[string, HeroOption | undefined, { width: number; height: number } | undefined, HeroOption]>([
    ['16:9 with option2 configured', 'option2', { width: 1280, height: 720 }, 'option2'],
    ['16:9 with option3 configured', 'option3', { width: 1920, height: 1080 }, 'option3'],
    ['16:9 with option4 configured', 'option4', { width: 1280, height: 720 }, 'option4'],
    ['16:9, nothing configured: option1', undefined, { width: 1280, height: 720 }, 'option1'],
    ['16:9 within rounding (854x480)', 'option2', { width: 854, height: 480 }, 'option2'],
    ['portrait 2:3: option4', 'option2', { width: 400, height: 600 }, 'option4'],
    ['4:3: option4', 'option1', { width: 640, height: 480 }, 'option4'],
    ['square: option4', undefined, { width: 500, height: 500 }, 'option4'],
    ['not loaded yet: the configured one', 'option3', undefined, 'option3'],
  ])('%s', (_name, configured, size, expected) => {
    expect(heroPosterStyle(configured, size)).toBe(expected);
  });

  it.each<[number, number, boolean]>([
    [1280, 720, true],
    [0, 0, false],
    [720, 1280, false],
  ])('%ix%i is 16:9: %s', (width, height, expected) => {
    expect(isSixteenByNine(width, height)).toBe(expected);
  });

  it.each<[HeroOption | undefined, string]>([
    ['option1', 'option1'],
    ['option2', 'option2'],
    ['option3', 'option3'],
    ['option4', 'option1'],
    [undefined, 'option1'],
  ])('hub: heroBanner %s gives posterOption %s (spec: browsing 2, Hub screen)', (configured, expected) => {
    expect(hubPosterStyle(configured)).toBe(expected);
  });

  it.each<[string, string | undefined, string | undefined, boolean, string | undefined]>([
    ['the item image', '/a.webp', '/thumb.webp', false, '/a.webp'],
    ['failed: the landscape thumbnail', '/a.webp', '/thumb.webp', true, '/thumb.webp'],
    ['no image: the landscape thumbnail', undefined, '/thumb.webp', false, '/thumb.webp'],
    ['failed without a thumbnail: none', '/a.webp', undefined, true, undefined],
  ])('%s', (_name, image, thumbnail, failed, expected) => {
    expect(heroImage(image, thumbnail, failed)).toBe(expected);
  });
});

describe('EPG placeholder titles hide metadata and buttons (spec: browsing 2, Video detail page)', () => {
  const texts = ['No programme information', 'Off air'];
  it.each<[string, boolean]>([
    ['No programme information', true],
    ['Off air', true],
    ['off air ', true],
    ['Off air tonight', false],
    ['Northern Lights', false],
  ])('%s: %s', (title, expected) => {
    expect(isEpgPlaceholder(title, texts)).toBe(expected);
  });
  it('no configured texts: nothing is a placeholder', () => {
    expect(isEpgPlaceholder('Off air', [undefined, undefined])).toBe(false);
  });
});

describe('breakpoints and the related items layout (spec: browsing 9 and 2)', () => {
  it.each<[number, string, boolean]>([
    [390, 'xs', false],
    [479, 'xs', false],
    [480, 'sm', true],
    [767, 'sm', true],
    [768, 'md', true],
    [1023, 'md', true],
    [1024, 'lg', false],
    [1199, 'lg', false],
    [1200, 'xl', false],
    [1920, 'xl', false],
  ])('%i px is %s; related as a grid: %s', (width, breakpoint, grid) => {
    expect(breakpointOf(width)).toBe(breakpoint);
    expect(relatedAsGrid(width)).toBe(grid);
  });
});
