import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats.ts';

describe('percentile (nearest rank)', () => {
  it.each([
    { samples: [5], p: 50, expected: 5 },
    { samples: [1, 2, 3, 4], p: 50, expected: 2 },
    { samples: [4, 1, 3, 2], p: 95, expected: 4 },
    { samples: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100], p: 95, expected: 100 },
    { samples: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100], p: 90, expected: 90 },
    { samples: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100], p: 0, expected: 10 },
    { samples: Array.from({ length: 100 }, (_, index) => index + 1), p: 95, expected: 95 },
  ])('p$p of $samples is $expected', ({ samples, p, expected }) => {
    expect(percentile(samples, p)).toBe(expected);
  });

  it('is NaN without samples and refuses a rank outside 0-100', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('median', () => {
  it.each([
    { samples: [3, 1, 2], expected: 2 },
    { samples: [4, 1, 3, 2], expected: 2.5 },
    { samples: [7], expected: 7 },
  ])('of $samples is $expected', ({ samples, expected }) => {
    expect(median(samples)).toBe(expected);
  });

  it('is NaN without samples', () => {
    expect(median([])).toBeNaN();
  });
});
