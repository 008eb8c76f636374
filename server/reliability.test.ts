import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { DataDirLockedError } from './db/dataDirLock.ts';
import { startServer } from './startServer.ts';
import { testSettings } from './testSettings.ts';

const root = mkdtempSync(join(tmpdir(), 'ott-reliability-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('one server per PGlite folder (issue 22)', () => {
  it('refuses a second opener, naming the folder and the pid, and takes over a stale lock', async () => {
    const dataDir = join(root, 'locked');
    const first = await openDatabase({ dataDir });
    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(new RegExp(`${dataDir}.*pid ${process.pid}`));
    await first.close();
    // A lock left by a process that is gone (a crash) does not keep the folder shut.
    writeFileSync(join(dataDir, 'open-ott.lock'), '999999');
    const third = await openDatabase({ dataDir });
    await third.close();
  });

  it('a second server on the same folder refuses to start and the first keeps serving', async () => {
    const dataDir = join(root, 'shared');
    const running = await startServer(testSettings({ PGLITE_DATA_DIR: dataDir }));
    try {
      await expect(startServer(testSettings({ PGLITE_DATA_DIR: dataDir }))).rejects.toThrow(
        /in use by another server/,
      );
      expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
      const items = await (await fetch(`${running.url}/apps/series/sig00001/episodes?page_limit=50`)).json();
      const ids = items.episodes.map(
        (episode: { media_item: { mediaid: string } }) => episode.media_item.mediaid,
      );
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await running.close();
    }
  });
});

describe('the port comes before the database (issue 22)', () => {
  it('a busy port fails at once and leaves the data folder untouched', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const dataDir = join(root, 'never-opened');
    try {
      await expect(
        startServer(testSettings({ PORT: String(port), PGLITE_DATA_DIR: dataDir })),
      ).rejects.toThrow(/EADDRINUSE/);
      expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
    } finally {
      blocker.close();
    }
  });
});

describe('readiness (issue 22)', () => {
  it('/readyz asks the database; /healthz stays a cheap liveness answer', async () => {
    const running = await startServer(testSettings({ PGLITE_DATA_DIR: 'memory://' }));
    try {
      expect(await (await fetch(`${running.url}/readyz`)).json()).toEqual({
        status: 'ready',
        database: 'pglite',
      });
      expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });
});

describe('shutdown on SIGTERM (issue 22)', () => {
  it('stops accepting, logs stopping, and exits within the deadline although requests hang half-sent', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PGLITE_DATA_DIR: 'memory://',
        STATIC_DIR: 'public',
        LOG_LEVEL: 'info',
        SHUTDOWN_TIMEOUT_MS: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    for (let i = 0; i < 100 && !output.includes('server listening'); i += 1)
      await new Promise((r) => setTimeout(r, 200));
    expect(output).toContain('server listening');
    // Five requests that announce a body and never send it.
    const sockets = Array.from({ length: 5 }, () => {
      const socket = connect(port, '127.0.0.1');
      socket.write(
        'POST /providers/subscription/auths HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      socket.on('error', () => {});
      return socket;
    });
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const code = await exited;
    for (const socket of sockets) socket.destroy();
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(output).toContain('stopping');
  }, 40_000);
});
