import { catalogueError } from '../accountError.ts';
import type { NotificationMessage } from '../notifications/notificationMessage.ts';
import type { ReactionTable } from '../notifications/notificationReactions.ts';
import { paywallPaymentErrorTables } from '../paywall/paywallPaymentErrors.ts';

/** What the payment rows do, given from outside so that the rows can be tested without a browser. */
export interface PaymentReactionActions {
  /** Opens a ?u= screen over the current page, with its query parameters. */
  openScreen(name: string, params: Record<string, string>): void;
  /** Leaves the app for `url` (a checked http(s) address). */
  redirect(url: string): void;
}

const FAILED_FALLBACK = 'payment.failed';
const PAYMENT_KEY = /^payment\.[a-z_]+$/;
const REQUIRES_ACTION = ['payment.card.requires.action', 'subscribe.requires.action'];

/**
 * spec: payments 8, Provider-level — "a notification-driven failure opens payment-error with the
 * provider's message". The message is the provider's own words (the paywall's: notifications are its
 * feature, spec 4), so it becomes the catalogue's key here, with the paywall's payment table; the
 * screen shows keys, never server text (a key already, it is kept; anything else is payment.failed).
 */
export function failureMessageKey(message: string | undefined): string {
  if (!message) return FAILED_FALLBACK;
  if (PAYMENT_KEY.test(message)) return message;
  const { rules } = paywallPaymentErrorTables.payment;
  const { key } = catalogueError(message, rules, FAILED_FALLBACK);
  return key.startsWith('payment.') ? key : FAILED_FALLBACK;
}

/** Only an absolute http(s) address is followed: a notification must not run script or leave for app URLs. */
export function safeRedirectUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * spec: payments 4, Real-time notifications — the payment rows of the table, after the rows the
 * session adds (sign-out; payment.card.success, subscribe.success and access.revoked reload the
 * entitlements). The first matching row wins, and none of these overlaps those.
 */
export function addPaymentReactions(table: ReactionTable, actions: PaymentReactionActions): void {
  // Any type ending .failed (payment.card.failed, subscribe.failed...): payment-error with the message.
  table.add(
    (type) => type.endsWith('.failed'),
    (message: NotificationMessage) =>
      actions.openScreen('payment-error', { message: failureMessageKey(message.resource.message) }),
  );
  // 3-D Secure asked for after the payment call returned: the provider's page.
  table.add(
    (type) => REQUIRES_ACTION.includes(type),
    (message: NotificationMessage) => {
      const url = safeRedirectUrl(message.resource.redirect_to_url);
      if (url) actions.redirect(url);
      else console.warn(`'${message.type}' without an http(s) redirect_to_url: ignored`);
    },
  );
}

/**
 * The actions in the browser, for code outside React (the notification session). The router
 * (BrowserRouter) follows the address through popstate, as accountBoot does for a failed social
 * sign-in. The entry is replaced with its history state kept: over a page the screen then closes by
 * removing u and message (spec: payments 2), and over an overlay the app pushed (the overlay marker
 * kept) closing goes back to that page's own entry — no duplicate page in the history either way.
 */
export const browserPaymentActions: PaymentReactionActions = {
  openScreen(name, params) {
    const url = new URL(window.location.href);
    url.searchParams.delete('message');
    url.searchParams.set('u', name);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  },
  redirect: (url) => window.location.assign(url),
};
