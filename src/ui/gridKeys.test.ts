import { describe, expect, it } from 'vitest';
import { type GridKey, gridKeyTarget } from './gridKeys.ts';

// 23 cards in 5 columns: rows 0-4, 5-9, 10-14, 15-19, 20-22; two rows per page.
describe('gridKeyTarget (spec: browsing 2, Card grid)', () => {
  it.each([
    ['Home', false, 7, 5],
    ['End', false, 7, 9],
    ['End', false, 21, 22],
    ['Home', true, 17, 0],
    ['End', true, 3, 22],
    ['PageDown', false, 2, 12],
    ['PageDown', false, 12, 22],
    ['PageDown', false, 22, 22],
    ['PageUp', false, 17, 7],
    ['PageUp', false, 7, 2],
    ['PageUp', false, 2, 2],
  ] as const)('%s (ctrl %s) from %i -> %i', (key: GridKey, ctrl, from, expected) => {
    expect(gridKeyTarget(key, ctrl, from, 23, 5, 2)).toBe(expected);
  });

  it('has nowhere to go in an empty grid', () => {
    expect(gridKeyTarget('Home', false, 0, 0, 5, 2)).toBe(-1);
  });
});
