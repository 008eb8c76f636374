import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Browser, browser, form } from '../../../server/http/providers/identity/hostedBrowser.ts';
import { startTestServer } from '../../../server/http/providers/shared/testApp.ts';
import type { RunningServer } from '../../../server/startServer.ts';
import type { AccountService, DeviceTokenAnswer, HostedSignIn } from '../accountService.ts';
import { keyOf } from '../paywall/paywallTestKit.ts';
import { providerStorage } from '../session/providerStorage.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { identityAccountService } from './identityAccountService.ts';

/**
 * The managed identity + custom back end adapter against the reference back end listening for real
 * (its identity provider answers on the Node request): the hosted pages are driven as a browser would,
 * the adapter does the rest — PKCE, the code exchange, personal details, lists, refresh, sign-out.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function adapterUnderTest(clock = { now: Date.now() }) {
  const storage = memoryStorage();
  const flow = memoryStorage();
  const onSignedOut = vi.fn();
  const accounts = identityAccountService({
    issuer: `${server.url}/providers/identity`,
    clientId: 'reference-identity',
    customHost: `${server.url}/providers/custom`,
    deviceHost: `${server.url}/providers/device`,
    appOrigin: server.url,
    profileFields: {
      first_name_last_name: { enabled: true, required: true },
      phone_number: { enabled: true, required: false },
      company_name: { enabled: false, required: false },
    },
    onSignedOut,
    language: () => 'es',
    now: () => clock.now,
    storage: providerStorage(() => storage),
    flowStorage: providerStorage(() => flow),
  });
  return { accounts, hosted: accounts.hostedSignIn as HostedSignIn, storage, onSignedOut, clock };
}

/** Follows the provider's redirects after a hosted form, as a browser would, to the app's callback. */
async function toCallback(go: Browser, response: Response): Promise<URL> {
  let location = response.headers.get('location') ?? '';
  for (let hops = 0; !location.startsWith(`${server.url}/auth/callback`) && hops < 6; hops += 1)
    location = (await go(location)).headers.get('location') ?? '';
  return new URL(location);
}

/** Opens the hosted page the adapter names; answers with the interaction's address. */
async function openHostedPage(go: Browser, pageUrl: string) {
  const toInteraction = await go(pageUrl);
  expect(toInteraction.status).toBe(303);
  return toInteraction.headers.get('location') ?? '';
}

async function signUpHosted(hosted: HostedSignIn, email: string) {
  const go = browser(server.url);
  const interaction = await openHostedPage(go, await hosted.pageUrl('signUp', '/m/m001demo/x'));
  const created = await go(
    `${interaction}/signup`,
    form({ firstName: 'Ida', lastName: 'Hosted', email, password: 'secret12' }),
  );
  return { go, callback: await toCallback(go, created) };
}

describe('managed identity + custom back end adapter (spec: accounts 4.5, 7.3, 7.4)', () => {
  let accounts: AccountService;
  let hosted: HostedSignIn;
  let storage: ReturnType<typeof memoryStorage>;

  it('asks the hosted page with PKCE, state and nonce; sign-up opens the sign-up page in the viewer language', async () => {
    ({ accounts, hosted, storage } = adapterUnderTest());
    const url = new URL(await hosted.pageUrl('signUp', '/'));
    expect(url.pathname).toBe('/providers/identity/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'reference-identity',
      redirect_uri: `${server.url}/auth/callback`,
      response_type: 'code',
      code_challenge_method: 'S256',
      screen_hint: 'signup',
      ui_locales: 'es',
    });
    for (const key of ['code_challenge', 'state', 'nonce'])
      expect(url.searchParams.get(key)?.length).toBeGreaterThan(20);
    const go = browser(server.url);
    const page = await (await go(await openHostedPage(go, url.toString()))).text();
    expect(page).toContain('/signup"');
    expect(page).toContain('lang="es"');
  });

  it('a new account comes back needing its profile; personal details create it and sign in', async () => {
    const { callback } = await signUpHosted(hosted, 'ida.hosted@example.com');
    expect(await hosted.complete(callback)).toEqual({ status: 'needsProfile', returnTo: '/m/m001demo/x' });
    expect(await accounts.currentCustomer()).toBeNull();
    const status = await accounts.captureStatus?.();
    expect(status).toMatchObject({ enabled: true, shouldDisplay: true });
    expect(status?.settings.filter((setting) => setting.enabled).map((setting) => setting.key)).toEqual([
      'firstNameLastName',
      'phoneNumber',
    ]);
    await accounts.saveCapture?.({
      fields: {
        firstName: 'Ida',
        lastName: 'Hosted',
        phoneNumber: '+34 600 000 001',
        companyName: 'Not asked',
      },
      customAnswers: [],
    });
    const customer = await accounts.currentCustomer();
    expect(customer).toMatchObject({
      email: 'ida.hosted@example.com',
      firstName: 'Ida',
      fullName: 'Ida Hosted',
    });
    expect((await accounts.captureStatus?.())?.shouldDisplay).toBe(false);
    // spec: accounts 3.9 — the token object {token, refreshToken} with the user's e-mail.
    const stored = JSON.parse(storage.items.get('auth') ?? '{}');
    expect(stored).toMatchObject({ email: 'ida.hosted@example.com' });
    expect(stored.token.split('.')).toHaveLength(3);
    const raw = await fetch(`${server.url}/providers/custom/user/profile`, {
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect(await raw.json()).toMatchObject({ phoneNumber: '+34 600 000 001', companyName: '' });
  });

  it('keeps favourites and history at the custom back end, newest first', async () => {
    const customer = await accounts.currentCustomer();
    if (!customer) throw new Error('signed out');
    await accounts.setList(customer, 'favorites', [{ mediaid: 'm002demo' }, { mediaid: 'm001demo' }]);
    expect(await accounts.getList(customer, 'favorites')).toEqual([
      { mediaid: 'm002demo' },
      { mediaid: 'm001demo' },
    ]);
    await accounts.setList(customer, 'favorites', [{ mediaid: 'm001demo' }]);
    expect(await accounts.getList(customer, 'favorites')).toEqual([{ mediaid: 'm001demo' }]);
    await accounts.setList(customer, 'history', [{ mediaid: 'm003demo', progress: 0.4 }]);
    expect(await accounts.getList(customer, 'history')).toEqual([{ mediaid: 'm003demo', progress: 0.4 }]);
  });

  it('renames, and says a wrong old password on its field', async () => {
    const customer = await accounts.currentCustomer();
    if (!customer) throw new Error('signed out');
    expect(await accounts.updateName(customer, 'Idalia', 'Hosted')).toMatchObject({
      fullName: 'Idalia Hosted',
    });
    expect(
      await keyOf(
        accounts.changePassword(customer, {
          oldPassword: 'wrong123',
          password: 'newer123',
          passwordConfirmation: 'newer123',
        }),
      ),
    ).toBe('reset.old_password_wrong@oldPassword');
  });

  it("pairs a TV (issue 15): the phone sees the TV and approves by the custom back end's activate call; the TV's session is the service's ID token", async () => {
    const device = (path: string, body: Record<string, string>) =>
      fetch(`${server.url}/providers/device${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const tv = (await (
      await device('/authorize', { integration: 'identity', device_name: 'Living-room TV' })
    ).json()) as { device_code: string; user_code: string };
    const phone = accounts.devicePairing;
    expect(phone?.integration).toBe('identity');
    expect(await keyOf(phone?.describe('BCDFGH') ?? Promise.resolve())).toBe('login.invalid_code');
    expect(await phone?.describe(tv.user_code.toLowerCase())).toMatchObject({ deviceName: 'Living-room TV' });
    const requests: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return realFetch(input, init);
    });
    await phone?.approve(tv.user_code);
    spy.mockRestore();
    // spec: accounts 7.3 — GET {activateEndpoint}/{code}, upper-cased without its space.
    expect(requests).toEqual([`GET /providers/custom/activate/${tv.user_code.replace(' ', '')}`]);
    expect(await keyOf(phone?.approve(tv.user_code) ?? Promise.resolve())).toBe('login.invalid_code');

    const answer = (await (
      await device('/token', {
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code: tv.device_code,
      })
    ).json()) as DeviceTokenAnswer;
    const { accounts: tvAccounts, storage: tvStorage } = adapterUnderTest();
    expect(await tvAccounts.devicePairing?.adoptTokens(answer)).toMatchObject({
      email: 'ida.hosted@example.com',
      fullName: 'Idalia Hosted',
    });
    const stored = JSON.parse(tvStorage.items.get('auth') ?? '{}');
    expect(stored.token.split('.')).toHaveLength(3);
    expect(stored.refreshToken).not.toBe(answer.refresh_token);
    expect((await tvAccounts.currentCustomer())?.email).toBe('ida.hosted@example.com');
    // The answer replayed (its refresh token already traded) signs nobody in; the service takes a replay
    // for a stolen token and ends that TV's grant too (oidc-provider's reuse detection).
    const { accounts: forged, storage: forgedStorage } = adapterUnderTest();
    expect(await keyOf(forged.devicePairing?.adoptTokens(answer) ?? Promise.resolve())).toBe(
      'identity.token_invalid',
    );
    expect(forgedStorage.items.has('auth')).toBe(false);
  });

  it('refreshes an expired ID token once for concurrent calls, with a rotated refresh token', async () => {
    const { accounts: later, hosted: laterHosted, storage: laterStorage, clock } = adapterUnderTest();
    const go = browser(server.url);
    const interaction = await openHostedPage(go, await laterHosted.pageUrl('signIn', '/'));
    const signedIn = await go(
      `${interaction}/login`,
      form({ email: 'ida.hosted@example.com', password: 'secret12' }),
    );
    expect(await laterHosted.complete(await toCallback(go, signedIn))).toMatchObject({ status: 'signedIn' });
    const before = JSON.parse(laterStorage.items.get('auth') ?? '{}');
    clock.now += 16 * 60_000;
    const [one, two] = await Promise.all([later.currentCustomer(), later.currentCustomer()]);
    expect(one?.email).toBe('ida.hosted@example.com');
    expect(two?.email).toBe('ida.hosted@example.com');
    const after = JSON.parse(laterStorage.items.get('auth') ?? '{}');
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.expiresAt).toBeGreaterThanOrEqual(before.expiresAt);
  });

  it('a callback is used once; one without a sign-in of ours is refused; Cancel on the page comes back cancelled', async () => {
    const { hosted: other } = adapterUnderTest();
    const go = browser(server.url);
    const interaction = await openHostedPage(go, await other.pageUrl('signIn', '/favorites'));
    const callback = await toCallback(
      go,
      await go(`${interaction}/login`, form({ email: 'ida.hosted@example.com', password: 'secret12' })),
    );
    expect((await other.complete(callback)).status).toBe('signedIn');
    expect(await keyOf(other.complete(callback))).toBe('identity.no_sign_in_in_progress');

    const cancelling = browser(server.url);
    const page = await openHostedPage(cancelling, await other.pageUrl('signIn', '/favorites'));
    const back = await toCallback(cancelling, await cancelling(`${page}/abort`));
    expect(await other.complete(back)).toEqual({ status: 'cancelled', returnTo: '/favorites' });
  });

  it('signs out: the hosted sign-out page names the session, the refresh token stops working', async () => {
    const stored = JSON.parse(storage.items.get('auth') ?? '{}');
    const signOutUrl = new URL((await hosted.signOutUrl(`${server.url}/`)) ?? '');
    expect(signOutUrl.pathname).toBe('/providers/identity/session/end');
    expect(signOutUrl.searchParams.get('id_token_hint')).toBe(stored.token);
    expect(signOutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${server.url}/`);
    await accounts.signOut();
    expect(storage.items.has('auth')).toBe(false);
    expect(await accounts.currentCustomer()).toBeNull();
    const refresh = await fetch(`${server.url}/providers/identity/token`, {
      ...form({
        grant_type: 'refresh_token',
        refresh_token: stored.refreshToken,
        client_id: 'reference-identity',
      }),
    });
    expect(refresh.status).toBe(400);
  });

  it('deletes the account without a password; its tokens then sign out', async () => {
    const { accounts: doomed, hosted: doomedHosted, onSignedOut } = adapterUnderTest();
    expect(doomed.capabilities.passwordConfirmsDeletion).toBe(false);
    const { callback } = await signUpHosted(doomedHosted, 'gone@example.com');
    await doomedHosted.complete(callback);
    await doomed.saveCapture?.({ fields: { firstName: 'Gone', lastName: 'Soon' }, customAnswers: [] });
    const customer = await doomed.currentCustomer();
    expect(customer?.email).toBe('gone@example.com');
    await doomed.deleteAccount('');
    expect(await doomed.currentCustomer()).toBeNull();
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('an identity service that does not answer: unreachable, and nothing stored', async () => {
    const lost = identityAccountService({
      issuer: 'http://127.0.0.1:9/providers/identity',
      clientId: 'reference-identity',
      customHost: 'http://127.0.0.1:9/providers/custom',
      deviceHost: 'http://127.0.0.1:9/providers/device',
      appOrigin: server.url,
      onSignedOut: () => {},
      storage: providerStorage(() => memoryStorage()),
      flowStorage: providerStorage(() => memoryStorage()),
    });
    expect(await keyOf(lost.hostedSignIn?.pageUrl('signIn', '/') ?? Promise.resolve())).toBe(
      'errors.unreachable',
    );
    expect(await keyOf(lost.signIn({ email: 'a@example.com', password: 'x' }))).toBe('identity.hosted_only');
  });
});
