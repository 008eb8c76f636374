import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountService, DevicePairing } from '../accountService.ts';
import { keyOf, paywallUnderTest, routeFetchTo } from '../paywall/paywallTestKit.ts';
import { subscriptionAccountService } from '../subscription/subscriptionAccountService.ts';
import { withReferenceBackEnd } from '../testing/referenceBackEnd.ts';
import { type PairingState, startTvPairing } from './tvPairing.ts';

/**
 * Issue 15 by the RFC's polling (the push is the e2e test's: Node 20 has no EventSource): the TV's
 * pairing client and the phone's adapter calls, against the reference back end in process, on a clock
 * the test moves with the timers.
 */
let backEnd: Awaited<ReturnType<typeof withReferenceBackEnd>>;
beforeAll(async () => {
  backEnd = await withReferenceBackEnd();
});
afterAll(() => backEnd.close());
afterEach(() => vi.useRealTimers());

/** Moves the timers and the back end's clock together (the server checks the polling interval). */
async function wait(ms: number) {
  backEnd.clock.now += ms;
  await vi.advanceTimersByTimeAsync(ms);
}

function pairTv(integration: DevicePairing['integration']) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const states: PairingState[] = [];
  const pairing = startTvPairing({
    host: `${backEnd.origin}/providers/device`,
    integration,
    deviceName: 'Living-room TV',
    onState: (state) => states.push(state),
  });
  const last = () => states.at(-1);
  const code = () => {
    const state = last();
    if (state?.status !== 'waiting') throw new Error(`no code on screen: ${state?.status}`);
    return state.userCode;
  };
  return { pairing, states, last, code };
}

async function signedInPhone(): Promise<AccountService> {
  routeFetchTo(backEnd);
  const phone = paywallUnderTest(backEnd).accounts;
  await phone.signIn({ email: 'paywall@example.com', password: 'demo1234' });
  return phone;
}

describe('TV sign-in by phone (issue 15, RFC 8628)', () => {
  it('shows a code and the address for the QR; the phone sees the device, approves, and the TV signs in', async () => {
    const tv = pairTv('paywall');
    await wait(0);
    const waiting = tv.last();
    expect(waiting).toMatchObject({ status: 'waiting', verificationUri: 'http://localhost/activate' });
    expect(tv.code()).toMatch(/^[A-Z]{3} [A-Z]{3}$/);
    if (waiting?.status === 'waiting')
      expect(waiting.verificationUriComplete).toBe(
        `http://localhost/activate?code=${tv.code().replace(' ', '')}`,
      );

    const phone = (await signedInPhone()).devicePairing;
    // spec: accounts 4.6 — typed in lower case with a space, upper-cased before it is sent.
    const typed = tv.code().toLowerCase();
    expect(await phone?.describe(typed)).toMatchObject({ code: tv.code(), deviceName: 'Living-room TV' });
    await phone?.approve(typed);
    await wait(5000);
    // Issuing the tokens takes the database a few real turns after the poll's timer fires.
    await vi.waitFor(() => expect(tv.last()?.status).toBe('approved'));
    const approved = tv.last();
    expect(approved).toMatchObject({ status: 'approved', answer: { name: expect.stringMatching(/\S/) } });

    const tvAccounts = paywallUnderTest(backEnd).accounts;
    if (approved?.status !== 'approved') throw new Error('not approved');
    const customer = await tvAccounts.devicePairing?.adoptTokens(approved.answer);
    expect(customer?.email).toBe('paywall@example.com');
    expect((await tvAccounts.currentCustomer())?.email).toBe('paywall@example.com');
    // Approved once: the code cannot be approved again.
    expect(await keyOf(phone?.approve(typed) ?? Promise.resolve())).toBe('login.invalid_code');
    tv.pairing.stop();
  });

  it('denied on the phone: the TV says so; Restart gives a new code', async () => {
    const tv = pairTv('paywall');
    await wait(0);
    const first = tv.code();
    const phone = (await signedInPhone()).devicePairing;
    await phone?.deny(first);
    await wait(5000);
    await vi.waitFor(() => expect(tv.last()).toEqual({ status: 'denied' }));
    tv.pairing.restart();
    await wait(0);
    expect(tv.code()).not.toBe(first);
    tv.pairing.stop();
  });

  it('keeps asking while pending, and a code that expires is replaced by a fresh one by itself', async () => {
    const tv = pairTv('paywall');
    await wait(0);
    const first = tv.code();
    for (let poll = 0; poll < 3; poll += 1) await wait(5000);
    expect(tv.last()?.status).toBe('waiting');
    expect(tv.code()).toBe(first);
    await wait(10 * 60_000);
    expect(tv.code()).not.toBe(first);
    expect(tv.states.filter((state) => state.status === 'failed')).toEqual([]);
    tv.pairing.stop();
  });

  it('a wrong code: login.invalid_code, on describe and on approve', async () => {
    const phone = (await signedInPhone()).devicePairing;
    expect(await keyOf(phone?.describe('BCDFGH') ?? Promise.resolve())).toBe('login.invalid_code');
    expect(await keyOf(phone?.approve('BCDFGH') ?? Promise.resolve())).toBe('login.invalid_code');
  });

  it('the subscription provider approves by its own code call, and the TV gets its tokens', async () => {
    const tv = pairTv('subscription');
    await wait(0);
    const phone = subscriptionAccountService({
      host: `${backEnd.origin}/providers/subscription`,
      publisherId: 'reference-subscriptions',
      deviceHost: `${backEnd.origin}/providers/device`,
      onSignedOut: () => {},
      now: () => backEnd.clock.now,
    });
    await phone.signIn({ email: 'demo@example.com', password: 'demo1234' });
    const requests: string[] = [];
    routeFetchTo(backEnd, (method, path) => requests.push(`${method} ${path}`));
    await phone.devicePairing?.approve(tv.code());
    expect(requests).toContain('POST /providers/subscription/v1/codes/authorize');
    await wait(5000);
    await vi.waitFor(() => expect(tv.last()?.status).toBe('approved'));
    const approved = tv.last();
    if (approved?.status === 'approved') expect(approved.answer.jwt).toBe(approved.answer.access_token);
    tv.pairing.stop();
  });

  it('a device service that does not answer: the TV says so, and nothing else happens', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const states: PairingState[] = [];
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    const pairing = startTvPairing({
      host: 'http://127.0.0.1:9/providers/device',
      integration: 'paywall',
      deviceName: 'TV',
      onState: (state) => states.push(state),
    });
    await wait(0);
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ status: 'failed', key: 'errors.unreachable' }));
    pairing.stop();
    routeFetchTo(backEnd);
  });
});
