import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES } from './domain/accounts/index.ts';
import { authorize, codeOf, decide, poll, type Requester } from './http/providers/device/deviceTestKit.ts';
import { serverSettingsSchema } from './serverSettings.ts';
import { type RunningServer, startServer } from './startServer.ts';

/**
 * Two server instances on one PostgreSQL, taking alternate requests (issue 22, scale out): what one
 * instance needs of another's work lives in the database, so the sign-in rate limit, refresh-token
 * rotation with reuse detection, and device-code sign-in behave as on one instance. Each instance is a
 * real HTTP server with its own pool, caches and memory; only the database and the signing secret (an
 * operator setting) are shared. Runs in the PostgreSQL step (scripts/postgres/).
 */
const { DATABASE_URL } = process.env;

describe.skipIf(!DATABASE_URL)('two instances on one PostgreSQL', () => {
  const servers: RunningServer[] = [];
  const signingSecret = randomBytes(32).toString('hex');
  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1)
      servers.push(
        await startServer(
          serverSettingsSchema.parse({
            PORT: '0',
            HOST: '127.0.0.1',
            DATABASE_URL,
            STATIC_DIR: 'public',
            LOG_LEVEL: 'silent',
            SIGNING_SECRET: signingSecret,
          }),
        ),
      );
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  /** Instance i % 2, reached over HTTP. */
  const instance = (i: number): Requester => ({
    request: (path, init) => fetch(`${servers[i % 2]?.url}${path}`, init),
  });
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  it('counts failed sign-ins for one account across both instances', async () => {
    const email = `limit-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_RULES.signInPerAccount.limit; i += 1) {
      const response = await instance(i).request(
        '/providers/subscription/auths',
        json({ email, password: 'wrong-pass1', publisherId: 'reference-subscriptions' }),
      );
      statuses.push(response.status);
    }
    // Every attempt within the limit is a wrong password; the next one, on either instance, is refused.
    expect(statuses.slice(0, RATE_RULES.signInPerAccount.limit).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('rotates refresh tokens across instances, and a reused one ends the family on both', async () => {
    const signUp = await instance(0).request(
      '/providers/subscription/customers',
      json({
        email: `rotate-${Date.now()}@example.com`,
        password: 'rotate1234',
        firstName: 'Ro',
        lastName: 'Tate',
        publisherId: 'reference-subscriptions',
      }),
    );
    const first = (await signUp.json()).responseData.refreshToken as string;
    const refresh = (i: number, refreshToken: string) =>
      instance(i).request('/providers/subscription/auths/refresh_token', json({ refreshToken }));
    const rotated = await refresh(1, first);
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()).responseData.refreshToken as string;
    expect((await refresh(0, first)).status).toBe(401);
    expect((await refresh(1, second)).status).toBe(401);
  });

  it('signs a TV in on one instance with a code approved on the other', async () => {
    const tv = await authorize(instance(0));
    expect((await poll(instance(1), tv.device_code)).body.error).toBe('authorization_pending');
    const signIn = await instance(1).request(
      '/providers/subscription/auths',
      json({ email: 'demo@example.com', password: 'demo1234', publisherId: 'reference-subscriptions' }),
    );
    const { jwt: bearer, customerId } = (await signIn.json()).responseData as {
      jwt: string;
      customerId: number;
    };
    expect((await decide(instance(1), bearer, codeOf(tv))).status).toBe(200);
    const granted = await poll(instance(0), tv.device_code);
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ token_type: 'Bearer', integration: 'subscription' });
    // The tokens work on the other instance: its session lives in the database.
    const me = await instance(1).request(`/providers/subscription/customers/${customerId}`, {
      headers: { authorization: `Bearer ${String(granted.body.access_token)}` },
    });
    expect(me.status).toBe(200);
  });
});
