import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountError } from '../accountError.ts';
import { withReferenceBackEnd } from '../testing/referenceBackEnd.ts';
import { passBotCheck } from './botCheck.ts';

let backEnd: Awaited<ReturnType<typeof withReferenceBackEnd>>;
const verifyUrl = () => `${backEnd.origin}/providers/bot-check/verify`;
const keyOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'passed',
    (error: unknown) => (error instanceof AccountError ? error.key : String(error)),
  );

beforeAll(async () => {
  backEnd = await withReferenceBackEnd();
});
afterAll(() => backEnd.close());

/** spec: accounts 5.3, 7.5 — against the reference verifier, in process. */
describe('the bot check before login and sign-up', () => {
  it('earns a token for the action and passes', async () => {
    expect(await keyOf(passBotCheck('login', verifyUrl()))).toBe('passed');
    expect(await keyOf(passBotCheck('register', verifyUrl()))).toBe('passed');
  });

  it('fails when the verifier scores low or names another action', async () => {
    const real = globalThis.fetch;
    const answering = (verdict: object) =>
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).endsWith('/verify') ? Promise.resolve(Response.json(verdict)) : real(input, init),
      );
    answering({ success: true, score: 0.4, action: 'login' });
    expect(await keyOf(passBotCheck('login', verifyUrl()))).toBe('errors.bot_check_failed');
    answering({ success: true, score: 0.9, action: 'register' });
    expect(await keyOf(passBotCheck('login', verifyUrl()))).toBe('errors.bot_check_failed');
    answering({ success: false, score: 0, action: 'login' });
    expect(await keyOf(passBotCheck('login', verifyUrl()))).toBe('errors.bot_check_failed');
    vi.stubGlobal('fetch', real);
  });

  it('is not ready when the verifier does not answer', async () => {
    const real = globalThis.fetch;
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('gone', { status: 404 })));
    expect(await keyOf(passBotCheck('login', verifyUrl()))).toBe('errors.bot_check_not_ready');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await keyOf(passBotCheck('login', verifyUrl()))).toBe('errors.unreachable');
    vi.stubGlobal('fetch', real);
  });
});
