import { describe, expect, it } from 'vitest';
import { mergeLists } from './accountLists.ts';

const ids = (list: Array<{ mediaid: string }>) => list.map((entry) => entry.mediaid);
const entries = (...names: string[]) => names.map((mediaid) => ({ mediaid }));

describe('merging the device lists into the account on sign-in (spec: accounts 4.3)', () => {
  it.each([
    [entries(), entries('a', 'b'), 48, ['a', 'b']],
    [entries('a'), entries(), 48, ['a']],
    [entries('a', 'b'), entries('b', 'c'), 48, ['a', 'b', 'c']],
    [entries('a', 'b'), entries('c', 'd'), 3, ['a', 'b', 'c']],
  ])('account %j + device %j (limit %i)', (account, device, limit, expected) => {
    expect(ids(mergeLists(account, device, limit))).toEqual(expected);
  });
});
