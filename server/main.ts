import { readServerSettings } from './serverSettings.ts';
import { startServer } from './startServer.ts';

/** `npm run serve`: the reference back end with the built app, on PORT (default 8080). */
try {
  const settings = readServerSettings(process.env);
  const server = await startServer(settings);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // A last resort: whatever still holds the process after the deadline (a stuck stdout) does not keep it.
    setTimeout(() => process.exit(0), settings.SHUTDOWN_TIMEOUT_MS + 5_000).unref();
    await server.close();
    server.logger.flush();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const detail =
    error instanceof Error
      ? { error: error.message, cause: String(error.cause ?? '') }
      : { error: String(error) };
  console.error(JSON.stringify({ level: 'fatal', msg: 'server failed to start', ...detail }));
  process.exit(1);
}
