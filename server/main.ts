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
  console.error(JSON.stringify({ level: 'fatal', msg: 'server failed to start', error: String(error) }));
  process.exit(1);
}
