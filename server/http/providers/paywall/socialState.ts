import type { Context } from 'hono';
import { z } from 'zod';
import { PAYWALL_CLIENTS } from '../../../catalog/accountCatalog.ts';
import { isAppUrl } from '../shared/facadeContext.ts';
import { PaywallError } from './paywallResponse.ts';

export const SOCIAL_PROVIDERS = ['facebook', 'twitter', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const stateSchema = z.object({ client_id: z.string().max(100), redirect: z.string().max(2000) });

/**
 * spec: accounts 7.2 — the social URLs' state is base64 of JSON {client_id, redirect}. The redirect is
 * where the tokens go, so it must be one of the app's own pages.
 */
export function readSocialState(c: Context, state: string | undefined, allowedOrigins: string[]) {
  let parsed: z.infer<typeof stateSchema>;
  try {
    parsed = stateSchema.parse(JSON.parse(Buffer.from(state ?? '', 'base64').toString('utf8')));
  } catch {
    throw new PaywallError(422, 'Invalid param state', 'state');
  }
  if (!PAYWALL_CLIENTS.some((client) => client.clientId === parsed.client_id))
    throw new PaywallError(400, 'Invalid client_id', 'client_id');
  if (!isAppUrl(c, parsed.redirect, allowedOrigins))
    throw new PaywallError(422, 'Invalid param redirect', 'redirect');
  return parsed;
}
