import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderedCache } from './renderedCache.ts';

describe('rendered responses (issue 22: a flood of catch-up windows must not hold up other routes)', () => {
  it('renders a key once for concurrent askers, and keeps it', async () => {
    const cache = renderedCache(4);
    let renders = 0;
    const render = () => {
      renders += 1;
      return '#EXTM3U\n';
    };
    const [a, b] = await Promise.all([cache.get('w1', render), cache.get('w1', render)]);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(gunzipSync(a.gzip).toString()).toBe('#EXTM3U\n');
    await cache.get('w1', render);
    expect(renders).toBe(1);
  });

  it('renders misses one at a time, letting other work run between two renders', async () => {
    const cache = renderedCache(8);
    const order: string[] = [];
    const misses = ['a', 'b', 'c'].map((key) =>
      cache.get(key, () => {
        order.push(`render ${key}`);
        return key;
      }),
    );
    // Work that arrives while the misses wait, as a probe's request would.
    setImmediate(() => order.push('other work'));
    await Promise.all(misses);
    expect(order.indexOf('other work')).toBeLessThan(order.indexOf('render c'));
    expect(order.filter((entry) => entry.startsWith('render'))).toEqual(['render a', 'render b', 'render c']);
  });

  it('drops the least recently used window beyond its size', async () => {
    const cache = renderedCache(2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => key);
    expect(cache.size).toBe(2);
  });
});
