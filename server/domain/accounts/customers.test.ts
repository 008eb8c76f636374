import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestAccounts } from './testAccounts.ts';

let t: Awaited<ReturnType<typeof openTestAccounts>>;
beforeAll(async () => {
  t = await openTestAccounts();
});
afterAll(() => t.database.close());

const ada = {
  email: 'Ada@Example.com',
  password: 'secret12',
  firstName: 'Ada',
  lastName: 'Lovelace',
  registerSource: 'test',
};

describe('customers (spec: accounts 3.1, 5.2, 5.5)', () => {
  it('signs up once per address, compared without case, and never stores the password', async () => {
    const customer = await t.accounts.customers.create(ada);
    expect(customer).toMatchObject({
      email: 'Ada@Example.com',
      hasPassword: true,
      country: 'US',
      currency: 'USD',
    });
    await expect(t.accounts.customers.create({ ...ada, email: 'ada@example.COM' })).rejects.toMatchObject({
      code: 'customer_exists',
    });
    const row = await t.database.db
      .selectFrom('customers')
      .select('password_hash')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('secret12');
  });

  it.each([
    [{ email: 'nope' }, 'invalid_email'],
    [{ email: 'weak@example.com', password: 'short1' }, 'invalid_password'],
    [{ email: 'name@example.com', firstName: 'A' }, 'invalid_name'],
  ])('refuses %o with %s', async (change, code) => {
    await expect(t.accounts.customers.create({ ...ada, ...change })).rejects.toMatchObject({ code });
  });

  it('answers a wrong password and an unknown address alike', async () => {
    await expect(t.accounts.customers.authenticate('ada@example.com', 'wrong1234')).rejects.toMatchObject({
      code: 'invalid_credentials',
      message: 'Wrong email/password combination',
    });
    await expect(t.accounts.customers.authenticate('nobody@example.com', 'wrong1234')).rejects.toMatchObject({
      code: 'invalid_credentials',
      message: 'Wrong email/password combination',
    });
    expect(await t.accounts.customers.authenticate('ADA@example.com', 'secret12', '10.0.0.7')).toMatchObject({
      lastUserIp: '10.0.0.7',
    });
  });

  it('changes the e-mail only with the right password, and the password only with the old one', async () => {
    const customer = await t.accounts.customers.findByEmail('ada@example.com');
    if (!customer) throw new Error('seeded customer missing');
    await expect(
      t.accounts.customers.updateEmail(customer.id, 'ada2@example.com', 'wrong1234'),
    ).rejects.toMatchObject({
      message: 'Invalid confirmationPassword',
    });
    expect(await t.accounts.customers.updateEmail(customer.id, 'ada2@example.com', 'secret12')).toMatchObject(
      {
        email: 'ada2@example.com',
      },
    );
    await expect(
      t.accounts.customers.changePassword(customer.id, 'wrong1234', 'newpass12'),
    ).rejects.toMatchObject({
      message: 'The old password does not match.',
    });
    await t.accounts.customers.changePassword(customer.id, 'secret12', 'newpass12');
    expect(await t.accounts.customers.authenticate('ada2@example.com', 'newpass12')).toMatchObject({
      id: customer.id,
    });
  });

  it('keeps a social account without a password until one is added', async () => {
    const social = await t.accounts.customers.create({
      ...ada,
      email: 'social@example.com',
      password: null,
      registerSource: 'social:google',
    });
    expect(social.hasPassword).toBe(false);
    await expect(t.accounts.customers.authenticate('social@example.com', '')).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    await t.accounts.customers.setPassword(social.id, 'added123');
    expect((await t.accounts.customers.findById(social.id))?.metadata).toMatchObject({ has_password: true });
  });
});
