import { describe, expect, it } from 'vitest';
import { rowNeighbour } from './rowNeighbour.ts';

const row = ['card-a', 'card-b', 'card-c'];

describe('rowNeighbour: Left and Right by the order of the cards', () => {
  it.each([
    ['card-a', 'right', 'card-b'],
    ['card-b', 'left', 'card-a'],
    ['card-b', 'right', 'card-c'],
    ['card-a', 'left', null],
    ['card-c', 'right', null],
    ['card-b', 'up', null],
    ['card-b', 'down', null],
    ['card-x', 'right', null],
  ])('from %s, %s: %s', (from, direction, expected) => {
    expect(rowNeighbour(row, from, direction)).toBe(expected);
  });
});
