import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../shared/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

/** What a client does: fetch a challenge for the action, solve it, send both back as the token. */
async function earnToken(action: string) {
  const challenge = await (await t.app.request(`/providers/bot-check/challenge?action=${action}`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return {
    challenge,
    solution,
    token: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
  };
}
const verify = async (body: unknown) =>
  (
    await t.app.request('/providers/bot-check/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();

describe('bot check (spec: accounts 5.3, 7.5)', () => {
  it('passes an earned token once, with its action and a score of at least 0.5', async () => {
    const { token } = await earnToken('login');
    expect(await verify({ token })).toEqual({ success: true, score: 0.9, action: 'login' });
    expect(await verify({ token })).toEqual({ success: false, score: 0, action: 'login' });
  });

  it('scores 0 a token for another action, and a forged one', async () => {
    const { token } = await earnToken('register');
    expect(await verify({ token, action: 'login' })).toMatchObject({ success: false, score: 0 });
    const { challenge, solution } = await earnToken('login');
    const forgedAction = {
      ...challenge,
      parameters: { ...challenge.parameters, data: { action: 'register' } },
    };
    expect(
      await verify({
        token: Buffer.from(JSON.stringify({ challenge: forgedAction, solution })).toString('base64'),
      }),
    ).toMatchObject({ success: false, score: 0 });
    // A made-up key: without doing the work nobody knows the derived key the signature names.
    const wrongAnswer = {
      ...solution,
      derivedKey: solution.derivedKey.replace(/.$/, (last: string) => (last === '0' ? '1' : '0')),
    };
    expect(
      await verify({
        token: Buffer.from(JSON.stringify({ challenge, solution: wrongAnswer })).toString('base64'),
      }),
    ).toMatchObject({ success: false });
    expect(await verify({ token: 'not base64 json' })).toEqual({ success: false, score: 0, action: '' });
  });

  it('refuses an unknown action and a malformed body', async () => {
    expect((await t.app.request('/providers/bot-check/challenge?action=pay')).status).toBe(400);
    const response = await t.app.request('/providers/bot-check/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
  });
});
