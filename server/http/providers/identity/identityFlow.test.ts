import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../startServer.ts';
import { authorize, codeOf, poll } from '../device/deviceTestKit.ts';
import { startTestServer } from '../shared/testApp.ts';
import { type Browser, browser, form } from './hostedBrowser.ts';

/**
 * The managed identity end to end on a listening server (oidc-provider answers on the Node request): the
 * app's authorization-code flow with PKCE through the hosted pages, tokens, refresh rotation, userinfo,
 * the tokens taken as bearers by the custom back end, and hosted sign-out.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function startSignIn(go: Browser, extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${server.url}/auth/callback`;
  const auth = new URL(`${server.url}/providers/identity/auth`);
  for (const [key, value] of Object.entries({
    client_id: 'reference-identity',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    prompt: 'consent',
    ...extra,
  }))
    auth.searchParams.set(key, value);
  const toInteraction = await go(auth.toString());
  expect(toInteraction.status).toBe(303);
  const interaction = toInteraction.headers.get('location') ?? '';
  expect(interaction).toMatch(/^\/providers\/identity\/interaction\/[\w-]+$/);
  return { verifier, redirectUri, interaction };
}

/** Follows the provider's redirects after the hosted form to the app's callback, then trades the code. */
async function finish(go: Browser, response: Response, verifier: string, redirectUri: string) {
  let location = response.headers.get('location') ?? '';
  for (let hops = 0; !location.startsWith(redirectUri) && hops < 5; hops += 1) {
    location = (await go(location)).headers.get('location') ?? '';
  }
  const callback = new URL(location);
  expect(callback.searchParams.get('state')).toBe('state-1');
  const token = await go(
    '/providers/identity/token',
    form({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      client_id: 'reference-identity',
      code_verifier: verifier,
    }),
  );
  expect(token.status).toBe(200);
  return (await token.json()) as {
    access_token: string;
    id_token: string;
    refresh_token: string;
    expires_in: number;
  };
}

describe('managed identity (spec: accounts 1, 4.5, 7.4)', () => {
  it('publishes its discovery document under its mount', async () => {
    const discovery = await (
      await fetch(`${server.url}/providers/identity/.well-known/openid-configuration`)
    ).json();
    expect(discovery).toMatchObject({
      issuer: `${server.url}/providers/identity`,
      authorization_endpoint: `${server.url}/providers/identity/auth`,
      token_endpoint: `${server.url}/providers/identity/token`,
      end_session_endpoint: `${server.url}/providers/identity/session/end`,
    });
    expect(discovery.code_challenge_methods_supported).toContain('S256');
  });

  it('signs in on the hosted page: code with PKCE, tokens, userinfo, rotating refresh; the tokens work as bearers', async () => {
    const go = browser(server.url);
    const { verifier, redirectUri, interaction } = await startSignIn(go);
    const page = await (await go(interaction, { headers: { 'accept-language': 'es-ES' } })).text();
    expect(page).toContain('Iniciar sesión');
    const wrong = await go(
      `${interaction}/login`,
      form({ email: 'identity@example.com', password: 'wrong1234' }),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Wrong email/password combination');
    const tokens = await finish(
      go,
      await go(`${interaction}/login`, form({ email: 'identity@example.com', password: 'demo1234' })),
      verifier,
      redirectUri,
    );
    expect(tokens.expires_in).toBe(900);

    const userinfo = await (
      await fetch(`${server.url}/providers/identity/me`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
    ).json();
    expect(userinfo).toMatchObject({ email: 'identity@example.com', given_name: 'Ivan' });

    // The custom back end takes both the access token and the ID token as the viewer's bearer.
    for (const bearer of [tokens.access_token, tokens.id_token]) {
      const profile = await fetch(`${server.url}/providers/custom/user/profile`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(profile.status).toBe(200);
    }
    const forged = await fetch(`${server.url}/providers/custom/user/profile`, {
      headers: { authorization: `Bearer ${tokens.access_token}x` },
    });
    expect(forged.status).toBe(401);

    const refresh = (token: string) =>
      go(
        '/providers/identity/token',
        form({ grant_type: 'refresh_token', refresh_token: token, client_id: 'reference-identity' }),
      );
    const rotated = await refresh(tokens.refresh_token);
    expect(rotated.status).toBe(200);
    const next = await rotated.json();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });

  it('signs up on the hosted page: the account exists and is signed in', async () => {
    const go = browser(server.url);
    // The app's 'Sign up' asks for the sign-up page first; its link back shows sign-in.
    const { verifier, redirectUri, interaction } = await startSignIn(go, { screen_hint: 'signup' });
    const first = await (await go(interaction)).text();
    expect(first).toContain(`action="${interaction}/signup"`);
    const back = /href="([^"]*screen=signin)"/.exec(first)?.[1] ?? '';
    expect(await (await go(back.replace(/&amp;/g, '&'))).text()).toContain(`action="${interaction}/login"`);
    const weak = await go(
      `${interaction}/signup`,
      form({ firstName: 'Hosted', lastName: 'Viewer', email: 'hosted@example.com', password: 'weak' }),
    );
    expect(weak.status).toBe(422);
    const kept = await weak.text();
    expect(kept).toContain('value="hosted@example.com"');
    expect(kept).not.toContain('weak"');
    const created = await go(
      `${interaction}/signup`,
      form({ firstName: 'Hosted', lastName: 'Viewer', email: 'hosted@example.com', password: 'secret12' }),
    );
    const tokens = await finish(go, created, verifier, redirectUri);
    const userinfo = await (
      await fetch(`${server.url}/providers/identity/me`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
    ).json();
    expect(userinfo.email).toBe('hosted@example.com');
  });

  it('signs out on the hosted page and returns to the app', async () => {
    const go = browser(server.url);
    const { verifier, redirectUri, interaction } = await startSignIn(go);
    const tokens = await finish(
      go,
      await go(`${interaction}/login`, form({ email: 'identity@example.com', password: 'demo1234' })),
      verifier,
      redirectUri,
    );
    const end = await go(
      `/providers/identity/session/end?id_token_hint=${tokens.id_token}&post_logout_redirect_uri=${encodeURIComponent(`${server.url}/`)}`,
    );
    const page = await end.text();
    expect(page).toContain('Yes, sign me out');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const confirmed = await go('/providers/identity/session/end/confirm', form({ xsrf, logout: 'yes' }));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${server.url}/`);
  });

  it("pairs a TV by a phone with the service's own tokens: its refresh token yields the TV's ID token", async () => {
    const go = browser(server.url);
    const { verifier, redirectUri, interaction } = await startSignIn(go);
    const phone = await finish(
      go,
      await go(`${interaction}/login`, form({ email: 'identity@example.com', password: 'demo1234' })),
      verifier,
      redirectUri,
    );
    const running = { request: (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init) };
    const tv = await authorize(running, { integration: 'identity', device_name: 'Living-room TV' });
    // spec: accounts 7.3 — the phone confirms by the custom back end's own code call, its ID token the bearer.
    const activated = await fetch(`${server.url}/providers/custom/activate/${codeOf(tv)}`, {
      headers: { authorization: `Bearer ${phone.id_token}` },
    });
    expect(await activated.json()).toEqual({ ok: true, error: null });

    const { status, body } = await poll(running, tv.device_code);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      integration: 'identity',
      token_type: 'Bearer',
      expires_in: 900,
      name: 'Ivan Identity',
    });
    const refreshed = await go(
      '/providers/identity/token',
      form({
        grant_type: 'refresh_token',
        refresh_token: String(body.refresh_token),
        client_id: 'reference-identity',
      }),
    );
    expect(refreshed.status).toBe(200);
    const tokens = (await refreshed.json()) as { id_token: string; refresh_token: string };
    const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({
      iss: `${server.url}/providers/identity`,
      aud: 'reference-identity',
      email: 'identity@example.com',
    });
    for (const bearer of [String(body.access_token), tokens.id_token]) {
      const profile = await fetch(`${server.url}/providers/custom/user/profile`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(profile.status).toBe(200);
    }

    // The TV's grant is its own: revoking the TV's refresh token leaves the phone's session working.
    const revoked = await go(
      '/providers/identity/token/revocation',
      form({ token: tokens.refresh_token, client_id: 'reference-identity' }),
    );
    expect(revoked.status).toBe(200);
    const tvAgain = await go(
      '/providers/identity/token',
      form({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: 'reference-identity',
      }),
    );
    expect(tvAgain.status).toBe(400);
    const phoneAgain = await go(
      '/providers/identity/token',
      form({
        grant_type: 'refresh_token',
        refresh_token: phone.refresh_token,
        client_id: 'reference-identity',
      }),
    );
    expect(phoneAgain.status).toBe(200);
  });
});
