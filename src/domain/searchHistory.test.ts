import { describe, expect, it } from 'vitest';
import { addToSearchHistory, withoutPlaceholders } from './searchHistory.ts';

describe('search history (spec: browsing 4 and 9)', () => {
  it.each<[string, string[], string, string[]]>([
    ['newest first', ['b', 'a'], 'c', ['c', 'b', 'a']],
    ['a repeat moves to the front, once', ['b', 'a'], 'a', ['a', 'b']],
    ['repeats compare case-insensitively', ['Harbour'], 'harbour', ['harbour']],
    ['at most 5', ['5', '4', '3', '2', '1'], '6', ['6', '5', '4', '3', '2']],
    ['blank queries are not kept', ['a'], '  ', ['a']],
    ['queries are trimmed', [], '  signal ', ['signal']],
  ])('%s', (_name, history, query, expected) => {
    expect(addToSearchHistory(history, query)).toEqual(expected);
  });

  it('drops placeholder items', () => {
    expect(withoutPlaceholders([{ mediaid: 'placeholder_1' }, { mediaid: 'm001demo' }])).toEqual([
      { mediaid: 'm001demo' },
    ]);
  });
});
