import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type Provider from 'oidc-provider';
import type { Accounts } from '../../../domain/accounts/index.ts';
import { errorResponse } from '../../apiError.ts';
import type { ViewerAuth } from '../../viewerAuth.ts';
import type { IdentityHost } from './identityHost.ts';
import { identityInteractions, type NodeBindings } from './identityInteractions.ts';
import { IDENTITY_MOUNT } from './identityProvider.ts';
import { identityTokenVerifier } from './identityTokens.ts';

/**
 * The managed identity at /providers/identity/: oidc-provider answers its own routes (discovery,
 * authorize, token, userinfo, end-session...) on the raw Node request, with the mount path taken off the
 * URL the way an Express mount does; the hosted pages are ours.
 */
export function identityRoutes(options: {
  identity: IdentityHost;
  accounts: Accounts;
  viewerAuth: ViewerAuth;
}) {
  const { identity } = options;
  const provider = async (): Promise<Provider> => (await identity.provider()).provider;
  options.viewerAuth.register(identityTokenVerifier(options.accounts, identity.provider));

  const needsNode = (c: Context) => {
    if ((c.env as Partial<NodeBindings> | undefined)?.incoming) return undefined;
    return errorResponse(c, 503, {
      code: 'node_server_required',
      message: 'The identity provider answers on the Node server only',
    });
  };

  return new Hono()
    .use('*', async (c, next) => {
      identity.seen(new URL(c.req.url).origin);
      return needsNode(c) ?? next();
    })
    .route('/', identityInteractions(options.accounts, provider))
    .all('*', async (c) => {
      const { incoming, outgoing } = c.env as NodeBindings;
      const url = incoming.url ?? '/';
      Object.assign(incoming, { originalUrl: url, url: url.slice(IDENTITY_MOUNT.length) || '/' });
      const handler = (await provider()).callback();
      await new Promise<void>((resolve) => {
        outgoing.once('finish', resolve);
        outgoing.once('close', resolve);
        handler(incoming, outgoing);
      });
      return RESPONSE_ALREADY_SENT;
    });
}
