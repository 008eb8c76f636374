import { describe, expect, it } from 'vitest';
import { pushBackHandler, runTopBackHandler } from './backStack.ts';

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

  it('releasing twice is harmless', () => {
    const release = pushBackHandler(() => undefined);
    release();
    release();
    expect(runTopBackHandler()).toBe(false);
  });
});
