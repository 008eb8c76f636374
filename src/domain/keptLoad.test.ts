import { describe, expect, it, vi } from 'vitest';
import { keptLoad } from './keptLoad.ts';

describe('keptLoad', () => {
  it('loads once and hands every caller the same result', async () => {
    const load = vi.fn(async () => ({ engine: 'hls.js' }));
    const get = keptLoad(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('resolves a kept load within the same task, before any queued task runs', async () => {
    // Like import(): its result comes a task later, every time it is asked.
    const get = keptLoad(() => new Promise<string>((resolve) => setTimeout(() => resolve('module'), 0)));
    await get();
    const order: string[] = [];
    setTimeout(() => order.push('task'), 0);
    await get();
    order.push('kept');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual(['kept', 'task']);
  });

  it('forgets a failed load, so the next call loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce('module');
    const get = keptLoad(load);
    await expect(get()).rejects.toThrow('chunk failed');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
