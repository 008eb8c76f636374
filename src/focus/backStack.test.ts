import { describe, expect, it } from 'vitest';
import { PASS_BACK, pushBackHandler, runTopBackHandler } from './backStack.ts';

describe('back stack', () => {
  it('runs the newest handler first and nothing once all are released', () => {
    const calls: string[] = [];
    const releaseOuter = pushBackHandler(() => calls.push('outer'));
    const releaseInner = pushBackHandler(() => calls.push('inner'));
    expect(runTopBackHandler()).toBe(true);
    releaseInner();
    expect(runTopBackHandler()).toBe(true);
    releaseOuter();
    expect(runTopBackHandler()).toBe(false);
    expect(calls).toEqual(['inner', 'outer']);
  });

  it('a handler that passes leaves Back to the one under it, and to the route when none takes it', () => {
    const calls: string[] = [];
    const releaseOuter = pushBackHandler(() => calls.push('outer'));
    const releaseInner = pushBackHandler(() => {
      calls.push('inner passes');
      return PASS_BACK;
    });
    expect(runTopBackHandler()).toBe(true);
    releaseOuter();
    expect(runTopBackHandler()).toBe(false);
    releaseInner();
    expect(calls).toEqual(['inner passes', 'outer', 'inner passes']);
  });

  it('releasing twice is harmless', () => {
    const release = pushBackHandler(() => undefined);
    release();
    release();
    expect(runTopBackHandler()).toBe(false);
  });
});
