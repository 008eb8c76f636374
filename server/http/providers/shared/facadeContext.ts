import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { Accounts } from '../../../domain/accounts/index.ts';
import type { Payments } from '../../../domain/payments/createPayments.ts';
import type { NotificationPublisher } from '../../../notifications/notificationMessage.ts';
import type { ViewerAuth } from '../../viewerAuth.ts';
import { clientIp } from './requestContext.ts';

/** What every identity façade is built from: the one account domain and who is asking. */
export interface FacadeDeps {
  accounts: Accounts;
  /** Issue 23: offers, orders, payments, subscriptions and entitlements, for both subscription façades. */
  payments: Payments;
  viewerAuth: ViewerAuth;
  logger: Logger;
  /** Origins besides the server's own that the app is served from (reset links may point there). */
  allowedOrigins: string[];
  /** The account provider's client secret grant (PAYWALL_CLIENT_SECRET); unset refuses that grant. */
  paywallClientSecret?: string;
  /** Issue 17 — the address apps connect to (MQTT_PUBLIC_ENDPOINT; unset: this server's /mqtt), and the broker. */
  notifications?: {
    endpoint?: string;
    broker?: Pick<NotificationPublisher, 'credentialsIssued'>;
  };
}

/** The client of a request, for sessions and rate limits. */
export function sessionClient(c: Context, integration: string) {
  return { integration, ip: clientIp(c), userAgent: c.req.header('user-agent') };
}

/**
 * A link for mail (password reset) may only point at the app's own origins: the server's, or one the
 * operator allowed. Anything else would let a stranger's page receive a viewer's reset token.
 */
export function isAppUrl(c: Context, url: string, allowedOrigins: string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return parsed.origin === new URL(c.req.url).origin || allowedOrigins.includes(parsed.origin);
}
