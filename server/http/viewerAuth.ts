import type { Context } from 'hono';
import type { Accounts, Viewer } from '../domain/accounts/index.ts';
import { bearerToken } from './providers/shared/requestContext.ts';

/** Turns a bearer token of one integration into the viewer it belongs to, or undefined. */
export type BearerVerifier = (token: string) => Promise<Viewer | undefined>;

/**
 * A bearer token of any integration identifies the viewer (issue 13): the account domain's own access
 * tokens (subscription, account provider, custom back end) first, then the verifiers other integrations
 * register (the managed identity's OpenID Connect tokens).
 */
export function createViewerAuth(accounts: Accounts) {
  const verifiers: BearerVerifier[] = [(token) => accounts.sessions.identify(token)];
  return {
    register(verifier: BearerVerifier): void {
      verifiers.push(verifier);
    },
    async identifyToken(token: string): Promise<Viewer | undefined> {
      for (const verify of verifiers) {
        const viewer = await verify(token);
        if (viewer) return viewer;
      }
      return undefined;
    },
    async identify(c: Context): Promise<Viewer | undefined> {
      const token = bearerToken(c);
      return token ? this.identifyToken(token) : undefined;
    },
  };
}

export type ViewerAuth = ReturnType<typeof createViewerAuth>;
