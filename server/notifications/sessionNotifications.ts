import type { Logger } from 'pino';
import type { AccountEvents, SessionEndReason } from '../domain/accounts/accountEvents.ts';
import type { NotificationPublisher } from './notificationMessage.ts';

/** What an ended session's device is told (spec: payments 4 — account.logout; accounts 4.12). */
const LOGOUT_MESSAGES: Record<Exclude<SessionEndReason, 'signed_out'>, string> = {
  sessions_limit: 'You were signed out: your account is signed in on too many devices.',
  refresh_reuse: 'You were signed out to keep your account safe.',
  password_changed: 'Your password was changed. Please sign in again.',
  account_deleted: 'Your account was deleted.',
};

/** How long an ended session's connections stay open for its sign-out message to arrive. */
const CLOSE_AFTER_MS = 1_000;

/**
 * An ended session hears why on its own connections only (issue 17): `account.logout` with the reason
 * (`sessions_limit` when the concurrent-session limit ended it), then its connections close. A device
 * that signed itself out is only disconnected.
 */
export function notifySessionEnds(
  events: AccountEvents,
  publisher: NotificationPublisher,
  keyOf: (sessionId: string) => Promise<string | undefined>,
  logger: Logger,
) {
  const disconnect = (sessionId: string) =>
    keyOf(sessionId)
      .catch(() => undefined)
      .then((accessKey) => publisher.disconnect({ sessionId, ...(accessKey ? { accessKey } : {}) }));
  return events.on('session.ended', ({ customerUuid, sessionId, reason }) => {
    if (reason === 'signed_out') return void disconnect(sessionId);
    publisher
      .publish(
        customerUuid,
        { type: 'account.logout', resource: { reason, message: LOGOUT_MESSAGES[reason] } },
        sessionId,
      )
      .catch((error: unknown) => logger.warn({ err: error }, 'account.logout could not be published'))
      .finally(() => setTimeout(() => void disconnect(sessionId), CLOSE_AFTER_MS).unref());
  });
}
