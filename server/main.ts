import { readServerSettings } from './serverSettings.ts';
import { startServer } from './startServer.ts';

/** `npm run serve`: the reference back end with the built app, on PORT (default 8080). */
try {
  const server = await startServer(readServerSettings(process.env));
  const stop = async () => {
    await server.close();
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
