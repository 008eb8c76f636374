import { describe, expect, it } from 'vitest';
import { seasonFilterKind } from './seasonFilter.ts';

describe('seasonFilterKind (spec: browsing 2, Series page; 9 — buttons below 6 options)', () => {
  it.each([
    ['xl', 4, 'buttons'],
    ['xl', 5, 'buttons'],
    ['xl', 6, 'dropdown'],
    ['lg', 3, 'buttons'],
    ['md', 5, 'buttons'],
    ['md', 6, 'dropdown'],
    ['sm', 2, 'dropdown'],
    ['xs', 4, 'dropdown'],
  ] as const)('%s with %i options: %s', (breakpoint, options, expected) => {
    expect(seasonFilterKind(breakpoint, options)).toBe(expected);
  });
});
