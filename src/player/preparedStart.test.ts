import { describe, expect, it } from 'vitest';
import { PreparedStart, type StartKey } from './preparedStart.ts';

/** Engines that record their destruction in one shared log. */
function engines() {
  const destroyed: string[] = [];
  const make = (name: string) => ({ name, destroy: () => destroyed.push(name) });
  return { destroyed, make };
}

const noAttach = () => undefined;

const key: StartKey = { url: 'https://cdn.example/a/master.m3u8', startPosition: -1, maxHeight: undefined };

describe('PreparedStart', () => {
  it('hands the engine over once, for exactly the source, start and quality it was prepared for', () => {
    const { destroyed, make } = engines();
    const prepared = new PreparedStart<ReturnType<typeof make>>();
    const engine = make('a');
    prepared.hold('m1', key, engine, noAttach);
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
    prepared.hold('m1', key, make('a'), noAttach);
    expect(prepared.take(asked)).toBeUndefined();
    expect(destroyed).toEqual(['a']);
    expect(prepared.take(key)).toBeUndefined();
  });

  it('holds one at most: a second page replaces the first', () => {
    const { destroyed, make } = engines();
    const prepared = new PreparedStart<ReturnType<typeof make>>();
    prepared.hold('m1', key, make('a'), noAttach);
    const second = make('b');
    prepared.hold('m2', { ...key, url: 'https://cdn.example/b/master.m3u8' }, second, noAttach);
    expect(destroyed).toEqual(['a']);
    expect(prepared.take({ ...key, url: 'https://cdn.example/b/master.m3u8' })).toBe(second);
  });

  it('drops the start when its own page goes, not when another page does', () => {
    const { destroyed, make } = engines();
    const prepared = new PreparedStart<ReturnType<typeof make>>();
    prepared.hold('m2', key, make('b'), noAttach);
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
    prepared.hold('m1', key, adopted, noAttach);
    prepared.take(key);
    // An error of the player's own engine is the player's to handle.
    prepared.discard(adopted);
    expect(destroyed).toEqual([]);
    const held = make('b');
    prepared.hold('m1', key, held, noAttach);
    prepared.discard(held);
    expect(destroyed).toEqual(['b']);
    expect(prepared.take(key)).toBeUndefined();
  });

  describe('OK attaches the element the player will play in (attachOnOk)', () => {
    /** Elements made in order, and the engine each was attached to. */
    function withElements() {
      const made: HTMLVideoElement[] = [];
      const attached: Array<[string, HTMLVideoElement]> = [];
      const { destroyed, make } = engines();
      const prepared = new PreparedStart<ReturnType<typeof make>>(() => {
        const video = { id: made.length } as unknown as HTMLVideoElement;
        made.push(video);
        return video;
      });
      const hold = (owner: string, name: string) => {
        const engine = make(name);
        prepared.hold(owner, key, engine, (video) => attached.push([name, video]));
        return engine;
      };
      return { prepared, made, attached, destroyed, hold };
    }

    it('attaches the held engine to a new element once; the player takes the element, then the engine', () => {
      const { prepared, made, attached, hold } = withElements();
      const engine = hold('m1', 'a');
      prepared.attachOnOk();
      // A second press before the player opened (a held OK) attaches nothing more.
      prepared.attachOnOk();
      expect(made).toHaveLength(1);
      expect(attached).toEqual([['a', made[0]]]);
      expect(prepared.takeVideo()).toBe(made[0]);
      expect(prepared.takeVideo()).toBeUndefined();
      expect(prepared.take(key)).toBe(engine);
    });

    it('with nothing prepared, OK makes no element: the player makes its own', () => {
      const { prepared, made } = withElements();
      prepared.attachOnOk();
      expect(made).toEqual([]);
      expect(prepared.takeVideo()).toBeUndefined();
    });

    it('an engine attached on OK that does not match is destroyed; the player keeps the element', () => {
      const { prepared, made, destroyed, hold } = withElements();
      hold('m1', 'a');
      prepared.attachOnOk();
      expect(prepared.takeVideo()).toBe(made[0]);
      // Start over, or a quality changed since the page prepared it.
      expect(prepared.take({ ...key, startPosition: 0 })).toBeUndefined();
      expect(destroyed).toEqual(['a']);
    });

    it('a page left after OK drops the element with its engine, for no later player to take', () => {
      const { prepared, destroyed, hold } = withElements();
      hold('m1', 'a');
      prepared.attachOnOk();
      prepared.release('m1');
      expect(destroyed).toEqual(['a']);
      expect(prepared.takeVideo()).toBeUndefined();
      // The next page's start is attached afresh.
      hold('m2', 'b');
      expect(prepared.takeVideo()).toBeUndefined();
    });
  });
});
