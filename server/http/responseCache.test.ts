import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { responseCache } from './responseCache.ts';

function counted() {
  const clock = { now: 0 };
  let renders = 0;
  const app = new Hono()
    .use('*', responseCache({ ttlMs: 5_000, maxEntries: 2, now: () => clock.now }))
    .get('/v2/item/:id', (c) => {
      renders += 1;
      if (c.req.query('fresh')) c.header('Cache-Control', 'no-store');
      return c.json({ id: c.req.param('id'), renders });
    });
  return { app, clock, renders: () => renders };
}

describe('content response cache (issue 22)', () => {
  it('answers a repeated anonymous GET from memory until the entry expires', async () => {
    const { app, clock, renders } = counted();
    await app.request('/v2/item/a');
    expect(await (await app.request('/v2/item/a')).json()).toEqual({ id: 'a', renders: 1 });
    clock.now += 5_001;
    expect(await (await app.request('/v2/item/a')).json()).toEqual({ id: 'a', renders: 2 });
    expect(renders()).toBe(2);
  });

  it('never keeps an answer for a bearer or a token, and keeps at most maxEntries', async () => {
    const { app, renders } = counted();
    await app.request('/v2/item/a', { headers: { authorization: 'Bearer x' } });
    await app.request('/v2/item/a', { headers: { authorization: 'Bearer x' } });
    await app.request('/v2/item/a?token=t');
    await app.request('/v2/item/a?token=t');
    expect(renders()).toBe(4);
    for (const id of ['b', 'c', 'd', 'b']) await app.request(`/v2/item/${id}`);
    expect(renders()).toBe(8);
  });

  it('never keeps an answer that says no-store (the analytics summary)', async () => {
    const { app, renders } = counted();
    await app.request('/v2/item/a?fresh=1');
    await app.request('/v2/item/a?fresh=1');
    expect(renders()).toBe(2);
  });
});
