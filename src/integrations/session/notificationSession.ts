import type { AccountNotifications } from '../accountService.ts';
import type { NotificationChannel } from '../notifications/notificationChannel.ts';
import type { NotificationMessage } from '../notifications/notificationMessage.ts';

/** The signed-in session's channel, open or opening; undefined while signed out. */
let channel: Promise<NotificationChannel | undefined> | undefined;
/** Screens that wait for a message of their own (the TV's pay-on-phone hand-off), beside the reactions. */
const listeners = new Set<(message: NotificationMessage) => void>();

/** True while the signed-in session has its own channel (the integration pushes account events). */
export const notificationsOpen = (): boolean => channel !== undefined;

/** Hears every message of the session's channel until the returned function is called. */
export function listenToNotifications(listener: (message: NotificationMessage) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Subscribes once per signed-in session (spec: payments 4; mqtt.js is a lazy chunk): entering a profile
 * keeps the same session, credentials and account topic, so an open channel stays as it is.
 */
export function openNotifications(
  source: AccountNotifications,
  onMessage: (message: NotificationMessage) => void,
) {
  if (channel) return;
  channel = import('../notifications/notificationChannel.ts').then(
    ({ openNotificationChannel }) =>
      openNotificationChannel(source, (message) => {
        onMessage(message);
        for (const listener of listeners) listener(message);
      }),
    (error: unknown) => {
      console.warn('An error has occured while subscribing.', error);
      return undefined;
    },
  );
}

/** Sign-out: unsubscribes and closes, also a channel whose chunk is still loading. */
export function closeNotifications() {
  const closing = channel;
  channel = undefined;
  void closing?.then((open) => open?.stop());
}
