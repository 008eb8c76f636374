import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationMessage } from '../notifications/notificationMessage.ts';

/** The session's channel, as the account provider has one: the watch listens to it. */
let listener: ((message: NotificationMessage) => void) | undefined;
vi.mock('../session/notificationSession.ts', () => ({
  notificationsOpen: () => true,
  listenToNotifications: (next: (message: NotificationMessage) => void) => {
    listener = next;
    return () => {
      listener = undefined;
    };
  },
}));

const { HANDOFF_POLL_MS, watchHandoff } = await import('./phoneHandoff.ts');

const handoff = {
  id: 'ph_1',
  code: 'K7QF-M2XP',
  url: 'http://tv/pay/K7QFM2XP',
  shortUrl: 'tv/pay',
  expiresAt: 0,
};
const message = (type: string): NotificationMessage => ({ type, resource: {} }) as NotificationMessage;

/** The server's answers to the status poll, in order (the last one repeats). */
function serverSays(...statuses: string[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const status = statuses[Math.min(calls.length - 1, statuses.length - 1)];
      return new Response(JSON.stringify({ status, offerId: 'S-MONTHLY', orderId: '1' }), { status: 200 });
    }),
  );
  return calls;
}

describe('the TV waiting for the phone to pay (issue 24)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('polls the hand-off once a second and stops at paid', async () => {
    const calls = serverSays('waiting', 'opened', 'paid');
    const seen: string[] = [];
    watchHandoff(
      handoff,
      async () => 'token',
      (status) => seen.push(status),
    );
    for (let second = 0; second < 5; second += 1) await vi.advanceTimersByTimeAsync(HANDOFF_POLL_MS);
    expect(seen).toEqual(['waiting', 'opened', 'paid']);
    expect(calls).toEqual(['/payment-handoffs/ph_1', '/payment-handoffs/ph_1', '/payment-handoffs/ph_1']);
    expect(listener).toBeUndefined();
  });

  it("asks at once when the account's success message comes, not a second later", async () => {
    const calls = serverSays('paid');
    const seen: string[] = [];
    watchHandoff(
      handoff,
      async () => 'token',
      (status) => seen.push(status),
    );
    listener?.(message('subscribe.success'));
    await vi.advanceTimersByTimeAsync(10);
    expect(seen).toEqual(['paid']);
    expect(calls).toHaveLength(1);
  });

  it('is not moved by a failure message: the phone lets the viewer try again', async () => {
    const calls = serverSays('opened');
    watchHandoff(
      handoff,
      async () => 'token',
      () => undefined,
    );
    listener?.(message('payment.card.failed'));
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toHaveLength(0);
  });

  it('keeps polling through a dropped answer, and stops when told to', async () => {
    let answers = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        answers += 1;
        if (answers === 1) throw new TypeError('network down');
        return new Response(JSON.stringify({ status: 'opened' }), { status: 200 });
      }),
    );
    const seen: string[] = [];
    const watch = watchHandoff(
      handoff,
      async () => 'token',
      (status) => seen.push(status),
    );
    await vi.advanceTimersByTimeAsync(HANDOFF_POLL_MS * 2);
    expect(seen).toEqual(['opened']);
    watch.stop();
    await vi.advanceTimersByTimeAsync(HANDOFF_POLL_MS * 3);
    expect(answers).toBe(2);
  });
});
