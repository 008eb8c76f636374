import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewerProfiles } from '../accountService.ts';
import { withReferenceBackEnd } from '../testing/referenceBackEnd.ts';
import { keyOf, paywallUnderTest, registration, routeFetchTo } from './paywallTestKit.ts';

/** Issue 16 — the account provider adapter's profile calls against the reference back end in process. */
let backEnd: Awaited<ReturnType<typeof withReferenceBackEnd>>;
beforeAll(async () => {
  backEnd = await withReferenceBackEnd();
});
afterAll(() => backEnd.close());

async function signedUp(email: string) {
  routeFetchTo(backEnd);
  const tab = paywallUnderTest(backEnd);
  await tab.accounts.signUp(registration(email, { firstName: 'Paloma' }));
  return { ...tab, profiles: tab.accounts.profiles as ViewerProfiles };
}

describe('viewer profiles by the account provider (spec: accounts 7.2, 3.6, 8 Profiles)', () => {
  it('lists the default profile, creates a kids profile with a PIN, edits and deletes it', async () => {
    const { profiles } = await signedUp('adapter-profiles@example.com');
    expect(await profiles.list()).toEqual({
      canManage: true,
      profiles: [
        {
          id: expect.any(String),
          name: 'Paloma',
          adult: true,
          avatarUrl: '',
          isDefault: true,
          hasPin: false,
        },
      ],
    });
    const kid = await profiles.create({
      name: ' Kiddo ',
      adult: false,
      avatarUrl: '/images/avatars/frog.svg',
      pin: '1234',
    });
    expect(kid).toMatchObject({ name: 'Kiddo', adult: false, hasPin: true, isDefault: false });
    expect(await profiles.get(kid.id)).toEqual(kid);
    expect(
      await profiles.update(kid.id, {
        name: 'Kiddo Two',
        adult: false,
        avatarUrl: '/images/avatars/bear.svg',
      }),
    ).toMatchObject({
      name: 'Kiddo Two',
      avatarUrl: '/images/avatars/bear.svg',
      hasPin: true,
    });
    const unlocked = await profiles.update(kid.id, {
      name: 'Kiddo Two',
      adult: false,
      avatarUrl: '/images/avatars/bear.svg',
      pin: null,
    });
    expect(unlocked.hasPin).toBe(false);
    // spec: accounts 8 — a duplicate name (409) on the name field; the fifth profile a form error.
    expect(await keyOf(profiles.create({ name: 'kiddo two', adult: true, avatarUrl: '' }))).toBe(
      'profiles.name_exists@name',
    );
    await profiles.create({ name: 'Third', adult: true, avatarUrl: '' });
    await profiles.create({ name: 'Fourth', adult: true, avatarUrl: '' });
    expect(await keyOf(profiles.create({ name: 'Fifth', adult: true, avatarUrl: '' }))).toBe(
      'profiles.limit_reached',
    );
    await profiles.remove(kid.id);
    expect((await profiles.list()).profiles.map((profile) => profile.name)).toEqual([
      'Paloma',
      'Third',
      'Fourth',
    ]);
    expect(await keyOf(profiles.get(kid.id))).toBe('profiles.form_error');
  });

  it('enters a profile with its PIN: the session continues in it, its lists its own; a wrong PIN says so', async () => {
    const { accounts, profiles, storage } = await signedUp('adapter-enter@example.com');
    const customer = await accounts.currentCustomer();
    if (!customer) throw new Error('signed out');
    await accounts.setList(customer, 'favorites', [{ mediaid: 'm001demo' }]);
    const kid = await profiles.create({ name: 'Little', adult: false, avatarUrl: '', pin: '2468' });
    expect(await keyOf(profiles.enter(kid.id, '1111'))).toBe('profiles.wrong_pin@pin');
    expect(await keyOf(profiles.enter(kid.id))).toBe('profiles.wrong_pin@pin');
    const entered = await profiles.enter(kid.id, '2468');
    expect(entered).toMatchObject({
      id: kid.id,
      name: 'Little',
      adult: false,
      credentials: { expires: expect.any(Number) },
    });
    // The provider's token record now holds the profile-scoped token.
    expect(JSON.parse(storage.items.get('inplayer_token') ?? '{}').token).toBe(
      entered.credentials.access_token,
    );
    expect(await accounts.getList(customer, 'favorites')).toEqual([]);
    expect((await profiles.list()).canManage).toBe(false);
    // Back to the default profile: the account's own lists.
    const main = (await profiles.list()).profiles[0];
    if (!main) throw new Error('no default profile');
    await profiles.enter(main.id);
    expect(await accounts.getList(customer, 'favorites')).toEqual([{ mediaid: 'm001demo' }]);
  });
});
