import { describe, expect, it } from 'vitest';
import { breakpointFor, gridColumns, isAtLeastMd } from './breakpoints.ts';

describe('breakpointFor (spec: browsing 9, Breakpoints)', () => {
  it.each([
    [320, 'xs'],
    [479, 'xs'],
    [480, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [1023, 'md'],
    [1024, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
    [1280, 'xl'],
    [1920, 'xl'],
  ] as const)('%i px is %s', (width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });

  it.each([
    ['xs', false],
    ['sm', false],
    ['md', true],
    ['lg', true],
    ['xl', true],
  ] as const)('%s is md or wider: %s', (breakpoint, expected) => {
    expect(isAtLeastMd(breakpoint)).toBe(expected);
  });
});

describe('gridColumns (spec: browsing 2 and 9, Grid columns)', () => {
  it.each([
    ['cards', 'xs', 2],
    ['cards', 'sm', 2],
    ['cards', 'md', 3],
    ['cards', 'lg', 4],
    ['cards', 'xl', 5],
    ['wide', 'xs', 2],
    ['wide', 'sm', 3],
    ['wide', 'md', 5],
    ['wide', 'lg', 5],
    ['wide', 'xl', 5],
  ] as const)('%s grid at %s: %i columns', (kind, breakpoint, expected) => {
    expect(gridColumns(kind, breakpoint)).toBe(expected);
  });
});
