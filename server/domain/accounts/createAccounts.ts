import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import { createAccessTokens } from './accessTokens.ts';
import { createAccountData } from './accountData.ts';
import { createAccountEvents } from './accountEvents.ts';
import { createCapture } from './capture.ts';
import { createConsents } from './consents.ts';
import { createCustomers } from './customers.ts';
import { createMailOutbox, type MailTransport } from './mailOutbox.ts';
import { createNotificationKeys } from './notificationKeys.ts';
import { createPasswordResets } from './passwordResets.ts';
import { createPinCodes } from './pinCodes.ts';
import { createProfiles } from './profiles.ts';
import { createRateLimiter } from './rateLimiter.ts';
import { newSecret } from './secretHash.ts';
import { createServerSecrets } from './serverSecrets.ts';
import { createSessions } from './sessions.ts';
import { createWatchLists } from './watchLists.ts';

export interface AccountSettings {
  /** Access token lifetime; the app refreshes after it (spec: accounts 4.2). */
  accessTokenSeconds: number;
  refreshTokenDays: number;
  /** Concurrent sessions per account (issue 13: default 5; the oldest is ended). */
  sessionLimit: number;
  /** How long a set of notification credentials works (issue 17; the app caches it 30 min). */
  notificationKeySeconds: number;
  /** Signs access tokens; unset: a secret generated once and kept in the database. */
  tokenSecret?: string;
  mailTransport?: MailTransport;
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  accessTokenSeconds: 15 * 60,
  refreshTokenDays: 30,
  sessionLimit: 5,
  notificationKeySeconds: 60 * 60,
};

/** The one account domain every identity façade is a thin layer over (issue 13). */
export async function createAccounts(deps: {
  db: Kysely<DatabaseSchema>;
  logger: Logger;
  now?: () => number;
  settings?: Partial<AccountSettings>;
}) {
  const { db, logger } = deps;
  const now = deps.now ?? Date.now;
  const settings = { ...DEFAULT_ACCOUNT_SETTINGS, ...deps.settings };
  const secrets = createServerSecrets(db);
  const tokenSecret =
    settings.tokenSecret ?? (await secrets.loadOrCreate('access-token-hs256', () => newSecret(32)));
  const accessTokens = createAccessTokens(
    new TextEncoder().encode(tokenSecret),
    now,
    settings.accessTokenSeconds,
  );
  const events = createAccountEvents();
  const customers = createCustomers(db, now);
  const mail = createMailOutbox(db, logger, now, settings.mailTransport);
  const limits = createRateLimiter(db, now);
  return {
    settings,
    events,
    secrets,
    customers,
    mail,
    sessions: createSessions(db, accessTokens, events, settings, now),
    limits,
    profiles: createProfiles(db, limits, now),
    resets: createPasswordResets(db, customers, mail, now),
    pins: createPinCodes(db, mail, now),
    lists: createWatchLists(db, now),
    consents: createConsents(db, now),
    capture: createCapture(db, now),
    data: createAccountData(db, events, mail),
    notificationKeys: createNotificationKeys(db, limits, now, settings.notificationKeySeconds),
  };
}

export type Accounts = Awaited<ReturnType<typeof createAccounts>>;
