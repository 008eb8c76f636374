import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestAccounts } from '../accounts/testAccounts.ts';
import { createBotCheck } from './botCheck.ts';

let t: Awaited<ReturnType<typeof openTestAccounts>>;
beforeAll(async () => {
  t = await openTestAccounts();
});
afterAll(() => t.database.close());

describe('bot check tokens expire', () => {
  it('scores 0 a token used after its challenge expired', async () => {
    const issuing = createBotCheck(t.database.db, t.accounts.secrets, Date.now);
    const challenge = await issuing.challenge('register');
    const solution = await solveChallenge({ challenge, deriveKey });
    const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const later = createBotCheck(t.database.db, t.accounts.secrets, () => Date.now() + 301_000);
    expect(await later.verify(token)).toEqual({ success: false, score: 0, action: 'register' });
    expect(await issuing.verify(token)).toMatchObject({ success: true });
  });
});
