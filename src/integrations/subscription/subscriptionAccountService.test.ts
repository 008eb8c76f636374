import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountError } from '../accountError.ts';
import { withReferenceBackEnd } from '../testing/referenceBackEnd.ts';
import { subscriptionAccountService } from './subscriptionAccountService.ts';

let backEnd: Awaited<ReturnType<typeof withReferenceBackEnd>>;
const onSignedOut = vi.fn();
const service = () =>
  subscriptionAccountService({
    host: `${backEnd.origin}/providers/subscription`,
    publisherId: 'reference-subscriptions',
    deviceHost: `${backEnd.origin}/providers/device`,
    onSignedOut,
    now: () => backEnd.clock.now,
  });
const keyOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) =>
      error instanceof AccountError ? `${error.key}${error.field ? `@${error.field}` : ''}` : String(error),
  );

beforeAll(async () => {
  backEnd = await withReferenceBackEnd();
});
afterAll(() => backEnd.close());

/** The adapter against the subscription provider façade of the reference back end (spec: accounts 7.1). */
describe('subscription provider adapter', () => {
  it('signs up, keeps the session, and reads the customer back', async () => {
    const accounts = service();
    const customer = await accounts.signUp({
      email: 'New.Viewer@example.com',
      password: 'secret123',
      firstName: 'New',
      lastName: 'Viewer',
      consents: { terms: true },
    });
    expect(customer.email.toLowerCase()).toBe('new.viewer@example.com');
    expect(customer.fullName).toBe('New Viewer');
    // The customer's country comes along: money on the payment screens formats by it (en-IN for IN).
    expect(await accounts.currentCustomer()).toMatchObject({ id: customer.id, country: expect.any(String) });
    await accounts.signOut();
    expect(await accounts.currentCustomer()).toBeNull();
  });

  it('turns the server messages into catalogue keys', async () => {
    const accounts = service();
    expect(await keyOf(accounts.signIn({ email: 'demo@example.com', password: 'wrong-pass1' }))).toBe(
      'login.wrong_combination',
    );
    const taken = {
      email: 'demo@example.com',
      password: 'secret123',
      firstName: 'Ann',
      lastName: 'Bee',
      consents: { terms: true },
    };
    expect(await keyOf(accounts.signUp(taken))).toBe('registration.user_exists');
    expect(await keyOf(accounts.signUp({ ...taken, email: 'fresh@example.com', password: 'short' }))).toBe(
      'registration.invalid_password@password',
    );
  });

  it('keeps favourites and history in the account, at most 48', async () => {
    const accounts = service();
    const customer = await accounts.signIn({ email: 'demo@example.com', password: 'demo1234' });
    const many = Array.from({ length: 50 }, (_, i) => ({ mediaid: `m${String(i).padStart(3, '0')}demo` }));
    await accounts.setList(customer, 'favorites', many);
    await accounts.setList(customer, 'history', [{ mediaid: 'm001demo', progress: 0.5 }]);
    expect(await accounts.getList(customer, 'favorites')).toHaveLength(48);
    expect(await accounts.getList(customer, 'history')).toEqual([{ mediaid: 'm001demo', progress: 0.5 }]);
  });

  it('refreshes an expired access token once for concurrent callers', async () => {
    const accounts = service();
    const customer = await accounts.signIn({ email: 'demo@example.com', password: 'demo1234' });
    backEnd.clock.now += 60 * 60 * 1000;
    const names = await Promise.all([accounts.currentCustomer(), accounts.getList(customer, 'favorites')]);
    expect(names[0]?.email).toBe('demo@example.com');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('edits the name, and refuses what the server refuses in its own words', async () => {
    const accounts = service();
    const customer = await accounts.signIn({ email: 'demo@example.com', password: 'demo1234' });
    expect((await accounts.updateName(customer, 'Dee', 'Moe')).fullName).toBe('Dee Moe');
    expect(await keyOf(accounts.updateName(customer, 'x'.repeat(51), 'Moe'))).toBe(
      'account.errors.first_name_too_long@firstName',
    );
  });

  it('changes the e-mail with the password, and says why it will not (spec: accounts 5.6)', async () => {
    const accounts = service();
    const customer = await accounts.signUp({
      email: 'moving@example.com',
      password: 'secret123',
      firstName: 'Mo',
      lastName: 'Ving',
      consents: { terms: true },
    });
    const change = (email: string, password: string) =>
      keyOf(accounts.updateEmail?.(customer, email, password) ?? Promise.reject(new Error('no updateEmail')));
    expect(await change('moved@example.com', 'wrong1234')).toBe(
      'account.errors.invalid_password@confirmationPassword',
    );
    expect(await change('demo@example.com', 'secret123')).toBe('account.errors.email_exists@email');
    expect(await change('not-an-address', 'secret123')).toBe('account.errors.enter_valid_email@email');
    expect((await accounts.updateEmail?.(customer, 'moved@example.com', 'secret123'))?.email).toBe(
      'moved@example.com',
    );
    // The new address signs in; the old one no longer does.
    expect((await service().signIn({ email: 'moved@example.com', password: 'secret123' })).email).toBe(
      'moved@example.com',
    );
    expect(await keyOf(service().signIn({ email: 'moving@example.com', password: 'secret123' }))).toBe(
      'login.wrong_combination',
    );
  });

  it('resets a password through the link the mail carries', async () => {
    const accounts = service();
    await accounts.requestPasswordReset('identity@example.com', 'http://localhost/?u=edit-password');
    const [mail] = await backEnd.mail();
    const link = new URL(mail?.links[0] ?? '');
    const token = link.searchParams.get('resetPasswordToken') ?? '';
    const reset = { email: 'identity@example.com', resetPasswordToken: token, password: 'newpass123' };
    expect(await keyOf(accounts.resetPassword({ ...reset, passwordConfirmation: 'other1234' }))).toBe(
      'reset.passwords_do_not_match@passwordConfirmation',
    );
    await accounts.resetPassword({ ...reset, passwordConfirmation: 'newpass123' });
    expect(await keyOf(accounts.resetPassword({ ...reset, passwordConfirmation: 'newpass123' }))).toBe(
      'reset.invalid_reset_link',
    );
    await expect(
      accounts.signIn({ email: 'identity@example.com', password: 'newpass123' }),
    ).resolves.toBeTruthy();
  });

  it('says the provider is unreachable when it does not answer', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await keyOf(service().signIn({ email: 'demo@example.com', password: 'demo1234' }))).toBe(
      'errors.unreachable',
    );
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      backEnd.app.request(String(input).replace(backEnd.origin, ''), init),
    );
  });

  it('reads the capture status and saves personal details (spec: accounts 3.4, 4.7)', async () => {
    const accounts = service();
    await accounts.signUp({
      email: 'cap@example.com',
      password: 'capture123',
      firstName: 'Cap',
      lastName: 'Ture',
      consents: { terms: true },
    });
    const before = await accounts.captureStatus?.();
    expect(before).toMatchObject({ enabled: true, shouldDisplay: true });
    expect(before?.settings.map(({ key }) => key)).toContain('custom_1');
    await accounts.saveCapture?.({
      fields: { birthDate: '1990-03-07', phoneNumber: '' },
      customAnswers: [{ question: 'How do you watch most often?', questionId: 'custom_1', value: 'tv' }],
    });
    expect((await accounts.captureStatus?.())?.shouldDisplay).toBe(false);
  });

  it('reads and saves the customer consents (spec: accounts 2.9, 4.10)', async () => {
    const accounts = service();
    await accounts.signIn({ email: 'demo@example.com', password: 'demo1234' });
    await accounts.saveConsents?.({ terms: true, marketing: true });
    const consents = await accounts.customerConsents?.();
    expect(consents?.map(({ name, accepted }) => `${name}:${accepted}`)).toEqual([
      'terms:true',
      'marketing:true',
    ]);
    await accounts.saveConsents?.({ terms: true, marketing: false });
    expect((await accounts.customerConsents?.())?.find(({ name }) => name === 'marketing')?.accepted).toBe(
      false,
    );
  });
});
