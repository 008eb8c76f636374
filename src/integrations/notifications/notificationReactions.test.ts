import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationMessageSchema } from './notificationMessage.ts';
import { createReactionTable } from './notificationReactions.ts';

afterEach(() => vi.restoreAllMocks());

describe("the notification reactions (spec: payments 4's table)", () => {
  it('the first row whose types match reacts; a type without a row is only logged', async () => {
    const table = createReactionTable();
    const logout = vi.fn();
    const failed = vi.fn();
    table.add((type) => type === 'account.logout', logout);
    // The payments work adds rows like this one: any type ending .failed.
    table.add((type) => type.endsWith('.failed'), failed);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});

    const message = notificationMessageSchema.parse({
      type: 'account.logout',
      resource: { reason: 'sessions_limit' },
    });
    await table.react(message);
    await table.react(notificationMessageSchema.parse({ type: 'payment.card.failed', resource: {} }));
    await table.react(notificationMessageSchema.parse({ type: 'access.granted' }));

    expect(logout).toHaveBeenCalledWith(message);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith("Notification 'access.granted' has no reaction here");
  });

  it('a message without a type does not parse', () => {
    expect(notificationMessageSchema.safeParse({ resource: {} }).success).toBe(false);
  });
});
