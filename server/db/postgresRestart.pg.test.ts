import { execSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSettingsSchema } from '../serverSettings.ts';
import { type RunningServer, startServer } from '../startServer.ts';

/**
 * PostgreSQL goes away in the middle of requests and comes back (issue 22): the server survives (no
 * unhandled pool error), /readyz goes 503 and back to 200, requests during the outage answer 503 quickly
 * instead of hanging, and recover by themselves. Runs in the PostgreSQL step (scripts/postgres/).
 */
const { DATABASE_URL, OTT_PG_STOP, OTT_PG_START } = process.env;

describe.skipIf(!DATABASE_URL || !OTT_PG_STOP || !OTT_PG_START)('a PostgreSQL restart', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(
      serverSettingsSchema.parse({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL,
        STATIC_DIR: 'public',
        LOG_LEVEL: 'silent',
        DB_CONNECT_TIMEOUT_MS: '1000',
      }),
    );
  });
  afterAll(() => server?.close());

  // A bearer keeps the content cache out of it: the request must reach the database.
  const timed = async (path: string) => {
    const started = Date.now();
    const response = await fetch(`${server.url}${path}`, {
      signal: AbortSignal.timeout(10_000),
      headers: { authorization: 'Bearer not-cached' },
    });
    return { status: response.status, ms: Date.now() - started, body: await response.json() };
  };

  it('answers 503 without hanging while the database is down, and recovers by itself', async () => {
    expect((await timed('/v2/playlists/featured')).status).toBe(200);
    expect((await timed('/readyz')).status).toBe(200);
    const during = Promise.all(
      Array.from({ length: 5 }, () =>
        timed('/v2/playlists/featured').catch(() => ({ status: 0, ms: 0, body: {} })),
      ),
    );
    execSync(OTT_PG_STOP ?? '', { stdio: 'ignore' });
    try {
      await during;
      const ready = await timed('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.status).toBe('unavailable');
      const request = await timed('/v2/playlists/featured');
      expect(request.status).toBe(503);
      expect(request.body.code).toBe('database_unavailable');
      expect(request.ms).toBeLessThan(5_000);
    } finally {
      execSync(OTT_PG_START ?? '', { stdio: 'ignore' });
    }
    let status = 0;
    for (let i = 0; i < 30 && status !== 200; i += 1) {
      status = (await timed('/readyz')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status).toBe(200);
    expect((await timed('/v2/playlists/featured')).status).toBe(200);
  }, 60_000);
});
