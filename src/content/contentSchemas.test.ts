import { describe, expect, it } from 'vitest';
import { playlistSchema } from './contentSchemas.ts';

const answer = { feedid: 'search01', title: 'Search', playlist: [] };

describe('a playlist answer (spec: browsing 7, Content API)', () => {
  // spec: browsing 2, Search — the count of matches is the back end's `total` when it gives one; the
  // vendor's answer has none, and a malformed one must not turn the results into an error screen.
  it.each<[string, unknown, number | undefined]>([
    ['a whole number of matches is read', 42, 42],
    ['no matches is a count too', 0, 0],
    ['absent: no total', undefined, undefined],
    ['a string is not a count', '42', undefined],
    ['a negative number is not a count', -1, undefined],
    ['a fraction is not a count', 4.5, undefined],
  ])('total: %s', (_name, total, expected) => {
    const parsed = playlistSchema.parse({ ...answer, total });
    expect(parsed.total).toBe(expected);
  });
});
