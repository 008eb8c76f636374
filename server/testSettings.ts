import { type ServerSettings, serverSettingsSchema } from './serverSettings.ts';

/** A test server's settings: a free port on loopback, no log output, the repository's public folder. */
export const testSettings = (extra: Record<string, string | undefined> = {}): ServerSettings =>
  serverSettingsSchema.parse({
    PORT: '0',
    HOST: '127.0.0.1',
    STATIC_DIR: 'public',
    LOG_LEVEL: 'silent',
    ...extra,
  });
