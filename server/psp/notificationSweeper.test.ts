import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyNotification } from './notificationSignature.ts';
import { createNotificationSweeper, retryDelayMs } from './notificationSweeper.ts';
import { enqueueEvent } from './outbox.ts';
import { nextReference, openTestProvider, type TestProvider } from './testProvider.ts';

let t: TestProvider;
beforeAll(async () => {
  t = await openTestProvider();
});
afterAll(() => t.close());

async function enqueue(reference = nextReference()) {
  const event = { type: 'payment.authorised' as const, data: { reference, pspReference: 'psp_x' } };
  return enqueueEvent(t.database.db, event, t.clock.now, t.clock.now);
}

const postsFor = (id: string) => t.posts.filter((post) => post.rawBody.includes(id));

describe('notification outbox (notes: payments, Signed notifications)', () => {
  it('delivers a due event once, signed with the notification secret', async () => {
    const id = await enqueue();
    await t.psp.sweepOnce();
    await t.psp.sweepOnce();
    const posts = postsFor(id);
    expect(posts).toHaveLength(1);
    const [post] = posts;
    const secret = await t.psp.notificationSecret();
    expect(verifyNotification(post?.rawBody ?? '', post?.signature, secret, t.clock.now / 1000)).toBe(true);
    expect(verifyNotification(`${post?.rawBody} `, post?.signature, secret, t.clock.now / 1000)).toBe(false);
  });

  it('retries after a failure: 1 s, then 2 s, until the merchant answers 2xx', async () => {
    t.merchant.status = 500;
    const id = await enqueue();
    await t.psp.sweepOnce();
    expect(postsFor(id)).toHaveLength(1);
    t.clock.now += 999;
    await t.psp.sweepOnce();
    expect(postsFor(id)).toHaveLength(1);
    t.clock.now += 1;
    await t.psp.sweepOnce();
    expect(postsFor(id)).toHaveLength(2);
    t.merchant.status = 204;
    t.clock.now += 1_999;
    await t.psp.sweepOnce();
    expect(postsFor(id)).toHaveLength(2);
    t.clock.now += 1;
    await t.psp.sweepOnce();
    expect(postsFor(id)).toHaveLength(3);
    t.clock.now += 120_000;
    await t.psp.sweepOnce();
    expect(postsFor(id)).toHaveLength(3);
    t.merchant.status = 200;
  });

  it('backs off 1 s, 2 s, 4 s ... up to 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });

  it('two sweepers sweeping at once never send the same event twice', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => enqueue()));
    const sent: string[] = [];
    const slowMerchant = async (rawBody: string) => {
      sent.push(rawBody);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 200;
    };
    const sweeper = () =>
      createNotificationSweeper({
        db: t.database.db,
        now: () => t.clock.now,
        deliver: slowMerchant,
        secret: t.psp.notificationSecret,
        logger: pino({ level: 'silent' }),
        batchSize: 3,
      });
    const [a, b] = [sweeper(), sweeper()];
    await Promise.all([a.sweepOnce(), b.sweepOnce(), a.sweepOnce(), b.sweepOnce()]);
    for (const id of ids) expect(sent.filter((body) => body.includes(id))).toHaveLength(1);
  });

  it('sweeps on its own once started, and stops', async () => {
    const id = await enqueue();
    t.psp.start();
    await expect.poll(() => postsFor(id).length, { timeout: 3_000 }).toBe(1);
    await t.psp.close();
  });
});
