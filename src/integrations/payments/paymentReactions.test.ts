import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationMessageSchema } from '../notifications/notificationMessage.ts';
import { createReactionTable } from '../notifications/notificationReactions.ts';
import {
  addPaymentReactions,
  browserPaymentActions,
  failureMessageKey,
  safeRedirectUrl,
} from './paymentReactions.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The session's table as accountSession builds it: its success row first, then the payment rows. */
function table() {
  const reactions = createReactionTable();
  const reload = vi.fn();
  reactions.add(
    (type) => ['payment.card.success', 'subscribe.success', 'access.revoked'].includes(type),
    reload,
  );
  const actions = { openScreen: vi.fn(), redirect: vi.fn() };
  addPaymentReactions(reactions, actions);
  const react = (type: string, resource: Record<string, string> = {}) =>
    reactions.react(notificationMessageSchema.parse({ type, resource }));
  return { react, reload, ...actions };
}

describe("the payment rows (spec: payments 4, Real-time notifications' table)", () => {
  it.each([
    ['payment.card.failed', 'Your card was declined.', 'payment.card_declined'],
    ['subscribe.failed', 'Insufficient funds', 'payment.insufficient_funds'],
    ['any.other.failed', undefined, 'payment.failed'],
    ['payment.card.failed', 'payment.card_expired', 'payment.card_expired'],
  ])('%s (%s) opens payment-error with %s', async (type, message, key) => {
    const { react, openScreen } = table();
    await react(type, message ? { message } : {});
    expect(openScreen).toHaveBeenCalledWith('payment-error', { message: key });
  });

  it.each(['payment.card.requires.action', 'subscribe.requires.action'])(
    '%s goes to resource.redirect_to_url',
    async (type) => {
      const { react, redirect } = table();
      await react(type, { redirect_to_url: 'https://psp.example/3ds?id=1' });
      expect(redirect).toHaveBeenCalledWith('https://psp.example/3ds?id=1');
    },
  );

  it('a redirect that is not an absolute http(s) address is not followed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { react, redirect } = table();
    await react('payment.card.requires.action', { redirect_to_url: 'javascript:alert(1)' });
    await react('subscribe.requires.action', {});
    expect(redirect).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it('the success rows still reload the entitlements, and open nothing', async () => {
    const { react, reload, openScreen, redirect } = table();
    for (const type of ['payment.card.success', 'subscribe.success', 'access.revoked']) await react(type);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(openScreen).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('failureMessageKey and safeRedirectUrl', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'payment.failed'],
    ['', 'payment.failed'],
    ['Something odd happened', 'payment.failed'],
    // A table row of another namespace (the order's access fee is gone) reads as a failed payment here.
    ['Access fee 12 not found', 'payment.failed'],
    ['3-D Secure authentication failed', 'payment.authentication_failed'],
  ])('%s → %s', (message, key) => {
    expect(failureMessageKey(message)).toBe(key);
  });

  it.each<[string | undefined, string | null]>([
    ['https://psp.example/3ds', 'https://psp.example/3ds'],
    ['http://localhost:8080/psp/3ds', 'http://localhost:8080/psp/3ds'],
    ['/relative/path', null],
    ['data:text/html,hi', null],
    [undefined, null],
  ])('%s → %s', (url, safe) => {
    expect(safeRedirectUrl(url)).toBe(safe);
  });
});

describe('browserPaymentActions.openScreen', () => {
  it('replaces the address (history state kept, message dropped) and tells the router', () => {
    const replaceState = vi.fn();
    const dispatchEvent = vi.fn();
    const state = { usr: { overlay: true }, key: 'k', idx: 3 };
    vi.stubGlobal('PopStateEvent', class extends Event {});
    vi.stubGlobal('window', {
      location: { href: 'https://app.example/m/abc/film?u=checkout&offerId=C1&message=old' },
      history: { state, replaceState },
      dispatchEvent,
    });
    browserPaymentActions.openScreen('payment-error', { message: 'payment.failed' });
    expect(replaceState).toHaveBeenCalledWith(
      state,
      '',
      '/m/abc/film?u=payment-error&offerId=C1&message=payment.failed',
    );
    expect(dispatchEvent.mock.calls[0]?.[0]).toMatchObject({ type: 'popstate' });
  });
});
