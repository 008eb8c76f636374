import { describe, expect, it } from 'vitest';
import { listedOnce } from './loadMore.ts';

describe('listedOnce (spec: browsing 5 — load-more results)', () => {
  it.each([
    [
      'keeps new items in order',
      [
        { mediaid: 'a', title: 'A' },
        { mediaid: 'b', title: 'B' },
      ],
      ['a', 'b'],
    ],
    [
      'drops an item already listed',
      [
        { mediaid: 'a', title: 'A' },
        { mediaid: 'a', title: 'A again' },
      ],
      ['a'],
    ],
    [
      'drops items without a title',
      [
        { mediaid: 'a', title: '' },
        { mediaid: 'b', title: 'B' },
      ],
      ['b'],
    ],
    ['drops items without an id', [{ mediaid: '', title: 'X' }], []],
  ])('%s', (_name, items, ids) => {
    expect(listedOnce(items).map((item) => item.mediaid)).toEqual(ids);
  });
});
