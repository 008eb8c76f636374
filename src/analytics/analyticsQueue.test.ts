import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../domain/analyticsEvents.ts';
import { AnalyticsQueue, type AnalyticsTransport } from './analyticsQueue.ts';

const event = (n: number): AnalyticsEvent => ({
  type: 'screen_view',
  at: new Date(n * 1000).toISOString(),
  deviceType: 'tv',
  userId: 'Guest user',
  path: `/p/${n}`,
});

function fakeTransport(answers: Array<'done' | 'retry' | Error>) {
  const posted: string[][] = [];
  const beaconed: string[][] = [];
  const paths = (body: string) =>
    (JSON.parse(body) as { events: AnalyticsEvent[] }).events.map((sent) => sent.path);
  const transport: AnalyticsTransport = {
    async post(body) {
      posted.push(paths(body));
      const answer = answers.shift() ?? 'done';
      if (answer instanceof Error) throw answer;
      return answer;
    },
    beacon(body) {
      beaconed.push(paths(body));
    },
  };
  return { transport, posted, beaconed };
}

describe('AnalyticsQueue', () => {
  it('sends in batches of at most 50 events, with the token', async () => {
    const bodies: string[] = [];
    const queue = new AnalyticsQueue({
      token: 'site-token',
      transport: {
        post: async (body) => {
          bodies.push(body);
          return 'done';
        },
        beacon: () => undefined,
      },
    });
    for (let n = 0; n < 120; n++) queue.add(event(n));
    await queue.flush();
    const sent = bodies.map((body) => JSON.parse(body) as { token: string; events: unknown[] });
    expect(sent.map((batch) => batch.events.length)).toEqual([50, 50, 20]);
    expect(sent.every((batch) => batch.token === 'site-token')).toBe(true);
    expect(queue.size).toBe(0);
  });

  it('keeps a batch the receiver did not take, and tries again only after a wait that grows', async () => {
    let now = 0;
    const { transport, posted } = fakeTransport(['retry', 'retry', 'done']);
    const queue = new AnalyticsQueue({ token: 't', transport, now: () => now });
    queue.add(event(1));
    await queue.flush();
    expect(queue.size).toBe(1);
    now = 29_999;
    await queue.flush();
    expect(posted).toHaveLength(1);
    now = 30_000;
    await queue.flush();
    expect(posted).toHaveLength(2);
    now = 30_000 + 59_999;
    await queue.flush();
    expect(posted).toHaveLength(2);
    now = 30_000 + 60_000;
    queue.add(event(2));
    await queue.flush();
    expect(posted.at(-1)).toEqual(['/p/1', '/p/2']);
    expect(queue.size).toBe(0);
  });

  it('treats a transport that throws as a receiver that did not answer', async () => {
    const { transport } = fakeTransport([new Error('offline')]);
    const queue = new AnalyticsQueue({ token: 't', transport });
    queue.add(event(1));
    await queue.flush();
    expect(queue.size).toBe(1);
  });

  it('drops the oldest events beyond its capacity, also when a failed batch comes back', async () => {
    const { transport, posted } = fakeTransport(['retry']);
    let now = 0;
    const queue = new AnalyticsQueue({ token: 't', transport, capacity: 3, now: () => now });
    for (let n = 1; n <= 5; n++) queue.add(event(n));
    expect(queue.size).toBe(3);
    await queue.flush();
    queue.add(event(6));
    now = 60_000;
    await queue.flush();
    expect(posted).toEqual([
      ['/p/3', '/p/4', '/p/5'],
      ['/p/4', '/p/5', '/p/6'],
    ]);
  });

  it('sends everything still queued by beacon when the page goes', () => {
    const { transport, beaconed } = fakeTransport([]);
    const queue = new AnalyticsQueue({ token: 't', transport });
    for (let n = 0; n < 60; n++) queue.add(event(n));
    queue.flushOnExit();
    expect(beaconed.map((batch) => batch.length)).toEqual([50, 10]);
    expect(queue.size).toBe(0);
  });
});
