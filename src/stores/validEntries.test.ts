import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { validEntries } from './validEntries.ts';

const schema = validEntries(z.object({ mediaid: z.string() }));

describe('validEntries (spec: browsing 5 — a stored entry must have mediaid)', () => {
  it.each<[string, unknown, { mediaid: string }[] | 'invalid']>([
    [
      'every entry valid: all kept',
      [{ mediaid: 'a' }, { mediaid: 'b' }],
      [{ mediaid: 'a' }, { mediaid: 'b' }],
    ],
    ['one malformed entry: only it goes', [{ mediaid: 'a' }, { bogus: 1 }, 'x', null], [{ mediaid: 'a' }]],
    ['a mediaid that is not text is no mediaid', [{ mediaid: 7 }, { mediaid: 'b' }], [{ mediaid: 'b' }]],
    ['no entries', [], []],
    // "An invalid stored list is treated as empty": a value that is no list at all.
    ['not a list: invalid (the caller reads it as empty)', { mediaid: 'a' }, 'invalid'],
  ])('%s', (_name, stored, expected) => {
    const parsed = z.safeParse(schema, stored);
    expect(parsed.success ? parsed.data : 'invalid').toEqual(expected);
  });
});
