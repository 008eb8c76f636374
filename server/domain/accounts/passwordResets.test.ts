import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestAccounts } from './testAccounts.ts';

let t: Awaited<ReturnType<typeof openTestAccounts>>;
beforeAll(async () => {
  t = await openTestAccounts();
  await t.accounts.customers.create({
    email: 'reset@example.com',
    password: 'secret12',
    firstName: 'Re',
    lastName: 'Set',
    registerSource: 'test',
  });
});
afterAll(() => t.database.close());

const resetUrl = new URL('http://localhost:8080/?u=edit-password');

async function linkToken() {
  const [mail] = await t.accounts.mail.latest(1);
  const link = mail?.links[0];
  if (!link) throw new Error('no reset mail');
  return new URL(link).searchParams.get('resetPasswordToken') ?? '';
}

describe('password reset (spec: accounts 2.7, 4.8)', () => {
  it('mails a single-use link that sets the password, and stores only its hash', async () => {
    await t.accounts.resets.request('RESET@example.com', resetUrl);
    const token = await linkToken();
    expect(token).toHaveLength(43);
    const stored = await t.database.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    // A password the rules refuse leaves the link usable.
    await expect(t.accounts.resets.complete(token, 'short')).rejects.toMatchObject({
      code: 'invalid_password',
    });
    await t.accounts.resets.complete(token, 'brandnew1');
    expect(await t.accounts.customers.authenticate('reset@example.com', 'brandnew1')).toBeDefined();
    await expect(t.accounts.resets.complete(token, 'another12')).rejects.toMatchObject({
      message: 'resetPasswordToken is not valid',
    });
  });

  it('says nothing and sends nothing for an unknown address', async () => {
    const before = (await t.accounts.mail.latest()).length;
    await expect(t.accounts.resets.request('nobody@example.com', resetUrl)).resolves.toBeUndefined();
    expect((await t.accounts.mail.latest()).length).toBe(before);
  });

  it('expires after an hour', async () => {
    await t.accounts.resets.request('reset@example.com', resetUrl);
    const token = await linkToken();
    t.clock.now += 61 * 60 * 1000;
    await expect(t.accounts.resets.complete(token, 'brandnew2')).rejects.toMatchObject({
      code: 'reset_token_invalid',
    });
  });
});
