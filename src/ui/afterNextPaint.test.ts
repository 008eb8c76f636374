import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint.ts';

describe('afterNextPaint', () => {
  const frames: FrameRequestCallback[] = [];
  const runFrame = () => {
    for (const callback of frames.splice(0)) callback(0);
  };
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => undefined;
  });
  afterEach(() => {
    frames.length = 0;
    vi.useRealTimers();
  });

  it('runs the work in a task after the next frame, not in the frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const work = vi.fn();
    afterNextPaint(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    runFrame();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('cancelled before the frame or after it, the work never runs', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const early = vi.fn();
    afterNextPaint(early)();
    runFrame();
    vi.runAllTimers();
    const late = vi.fn();
    const cancel = afterNextPaint(late);
    runFrame();
    cancel();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
