import type { Logger } from 'pino';
import { type Database, type DatabaseOptions, openDatabase } from './database.ts';
import { DataDirLockedError } from './dataDirLock.ts';

/** The host of a connection URL, never its password: what an operator needs in a fatal message. */
export function databaseHost(url: string | undefined): string {
  if (!url) return 'the embedded database';
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the DATABASE_URL server';
  }
}

/**
 * Opens the database, retrying with a growing pause while it cannot be reached (a PostgreSQL that starts
 * after us), for at most `timeoutMs`; then fails naming the host. A locked PGlite folder fails at once.
 */
export async function openWithRetry(
  options: DatabaseOptions,
  logger: Logger,
  timeoutMs: number,
): Promise<Database> {
  const giveUpAt = Date.now() + timeoutMs;
  for (let attempt = 1, pause = 500; ; attempt += 1, pause = Math.min(pause * 2, 5_000)) {
    try {
      return await openDatabase(options);
    } catch (error) {
      if (error instanceof DataDirLockedError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      if (Date.now() + pause >= giveUpAt)
        throw new Error(`The database at ${databaseHost(options.url)} cannot be reached: ${reason}`, {
          cause: error,
        });
      logger.warn(
        { attempt, host: databaseHost(options.url), reason },
        'database not reachable yet; retrying',
      );
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
