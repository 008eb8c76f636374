import { describe, expect, it } from 'vitest';
import { notForChildren } from './kidsContent.ts';

describe('what a kids profile may not play (issue 16)', () => {
  it.each([
    [{ rating: 'PG' }, false],
    [{ rating: 'G', tags: 'family,sample' }, false],
    [{ rating: 'pg-13' }, true],
    [{ rating: 'TV-MA' }, true],
    [{ rating: ' 18 ' }, true],
    [{ tags: 'drama, Mature ,sample' }, true],
    [{ tags: 'adult' }, true],
    [{ tags: 'adulthood,sample' }, false],
    [{}, false],
    [{ rating: 18, tags: ['mature'] }, false],
  ])('%j → %s', (item, expected) => {
    expect(notForChildren(item)).toBe(expected);
  });
});
