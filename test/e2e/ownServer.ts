import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect } from '@playwright/test';

/** A port nobody listens on, for a server of a test's own. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port was given');
  return address.port;
}

export interface OwnServerOptions {
  /** Where its database lives: a folder that outlives the server keeps sessions across a restart. */
  dataDir?: string;
  /** The built app it serves. */
  staticDir?: string;
}

/**
 * A reference back end of a test's own, for journeys that stop or change the server under the app
 * (the shared one must keep serving every other test). Resolves once it answers /readyz.
 */
export async function startOwnServer(
  port: number,
  { dataDir = 'memory://', staticDir = 'dist' }: OwnServerOptions = {},
): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`http://localhost:${port}/readyz`)
          .then((response) => response.ok)
          .catch(() => false),
      { timeout: 60_000 },
    )
    .toBe(true);
  return server;
}

/** Stops the server and resolves once its process is gone (its port free again). */
export async function stopOwnServer(server: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill(signal);
  await exited;
}
