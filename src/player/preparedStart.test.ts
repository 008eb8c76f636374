import { describe, expect, it } from 'vitest';
import { PreparedStart, type StartKey } from './preparedStart.ts';

/** Engines that record their destruction in one shared log. */
function engines() {
  const destroyed: string[] = [];
  const make = (name: string) => ({ name, destroy: () => destroyed.push(name) });
  return { destroyed, make };
}

const key: StartKey = { url: 'https://cdn.example/a/master.m3u8', startPosition: -1, maxHeight: undefined };

describe('PreparedStart', () => {
  it('hands the engine over once, for exactly the source, start and quality it was prepared for', () => {
    const { destroyed, make } = engines();
    const prepared = new PreparedStart<ReturnType<typeof make>>();
    const engine = make('a');
    prepared.hold('m1', key, engine);
    expect(prepared.take({ ...key })).toBe(engine);
    expect(prepared.take(key)).toBeUndefined();
    // Adopted: the player owns it now, the page's leaving does not touch it.
    prepared.release('m1');
    expect(destroyed).toEqual([]);
  });

  it.each([
    ['another address', { ...key, url: 'https://cdn.example/b/master.m3u8' }],
    ['another place (Start over, or progress saved since)', { ...key, startPosition: 0 }],
    ['another quality', { ...key, maxHeight: 720 }],
  ])('destroys a start prepared for something else: %s', (_case, asked) => {
    const { destroyed, make } = engines();
    const prepared = new PreparedStart<ReturnType<typeof make>>();
    prepared.hold('m1', key, make('a'));
    expect(prepared.take(asked)).toBeUndefined();
    expect(destroyed).toEqual(['a']);
    expect(prepared.take(key)).toBeUndefined();
  });

  it('holds one at most: a second page replaces the first', () => {
    const { destroyed, make } = engines();
    const prepared = new PreparedStart<ReturnType<typeof make>>();
    prepared.hold('m1', key, make('a'));
    const second = make('b');
    prepared.hold('m2', { ...key, url: 'https://cdn.example/b/master.m3u8' }, second);
    expect(destroyed).toEqual(['a']);
    expect(prepared.take({ ...key, url: 'https://cdn.example/b/master.m3u8' })).toBe(second);
  });

  it('drops the start when its own page goes, not when another page does', () => {
    const { destroyed, make } = engines();
    const prepared = new PreparedStart<ReturnType<typeof make>>();
    prepared.hold('m2', key, make('b'));
    // The page the viewer left before it (a late cleanup) has no say over it.
    prepared.release('m1');
    expect(destroyed).toEqual([]);
    prepared.release('m2');
    expect(destroyed).toEqual(['b']);
    expect(prepared.take(key)).toBeUndefined();
  });

  it('discards a failed or live engine only while it is held', () => {
    const { destroyed, make } = engines();
    const prepared = new PreparedStart<ReturnType<typeof make>>();
    const adopted = make('a');
    prepared.hold('m1', key, adopted);
    prepared.take(key);
    // An error of the player's own engine is the player's to handle.
    prepared.discard(adopted);
    expect(destroyed).toEqual([]);
    const held = make('b');
    prepared.hold('m1', key, held);
    prepared.discard(held);
    expect(destroyed).toEqual(['b']);
    expect(prepared.take(key)).toBeUndefined();
  });
});
