import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/databaseSchema.ts';
import type { Accounts } from '../../../domain/accounts/index.ts';
import { createIdentityProvider, IDENTITY_MOUNT, type IdentityProvider } from './identityProvider.ts';

/**
 * The managed identity service, made on first use: its issuer is the server's public address (PUBLIC_URL,
 * or where it listens), else the origin its routes were last reached at. One instance serves its routes,
 * the bearer check and the TV's device tokens, so all three speak for the same issuer.
 */
export function identityHost(options: {
  db: Kysely<DatabaseSchema>;
  accounts: Accounts;
  allowedOrigins: string[];
  publicUrl: () => string | undefined;
}) {
  let made: Promise<IdentityProvider> | undefined;
  let origin = 'http://localhost';
  return {
    /** A request reached the identity routes at this origin. */
    seen(requestOrigin: string) {
      origin = requestOrigin;
    },
    provider(): Promise<IdentityProvider> {
      made ??= (async () => {
        const base = (options.publicUrl() ?? origin).replace(/\/$/, '');
        return createIdentityProvider({
          db: options.db,
          accounts: options.accounts,
          issuer: `${base}${IDENTITY_MOUNT}`,
          appOrigins: [base, ...options.allowedOrigins],
        });
      })();
      return made;
    },
  };
}

export type IdentityHost = ReturnType<typeof identityHost>;
