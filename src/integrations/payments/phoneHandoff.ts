import { z } from 'zod/mini';
import { requestJson } from '../../net/http.ts';
import type { AccountNotifications, NotificationCredentials } from '../accountService.ts';
import type { NotificationMessage } from '../notifications/notificationMessage.ts';
import { listenToNotifications, notificationsOpen } from '../session/notificationSession.ts';
import type { HandoffOrder } from './paymentService.ts';

/**
 * The TV's "Pay on your phone" (issue 24): the reference back end's own hand-off
 * (server/http/payment-handoffs): a short-lived, single-use link bound to the account and this order,
 * that a phone opens (QR code, or the short address and code) to pay; the TV learns the payment from the
 * broker at once, and from polling the hand-off once a second where no message comes.
 */

const handoffSchema = z.object({
  id: z.string(),
  code: z.string(),
  url: z.string(),
  shortUrl: z.string(),
  expiresAt: z.number(),
});
export type PhoneHandoff = z.infer<typeof handoffSchema>;

const statusSchema = z.object({ status: z.enum(['waiting', 'opened', 'paid', 'expired']) });
export type HandoffStatus = z.infer<typeof statusSchema>['status'];

const keysSchema = z.object({
  iotEndpoint: z.string(),
  accessKey: z.string(),
  sessionToken: z.string(),
  expiresAt: z.number(),
  topic: z.string(),
});

/** The polling fallback's period (issue 24: "polls the order once a second"). */
export const HANDOFF_POLL_MS = 1000;
/** The payment messages that mean this account just paid (server settlement; spec: payments 4). */
const PAID_TYPES = new Set(['payment.card.success', 'subscribe.success']);

const authorized = (bearer: string) => ({ authorization: `Bearer ${bearer}` });

/** Asks the reference back end for a hand-off of this order. */
export function startHandoff(order: HandoffOrder, bearer: string): Promise<PhoneHandoff> {
  return requestJson('/payment-handoffs', handoffSchema, {
    method: 'POST',
    headers: { ...authorized(bearer), 'content-type': 'application/json' },
    body: JSON.stringify(order),
  });
}

export async function handoffStatus(id: string, bearer: string): Promise<HandoffStatus> {
  const answer = await requestJson(`/payment-handoffs/${encodeURIComponent(id)}`, statusSchema, {
    headers: authorized(bearer),
  });
  return answer.status;
}

/** The broker's credentials for the hand-off, where the integration has no channel of its own. */
function handoffNotifications(id: string, bearer: string): AccountNotifications {
  let keys: Promise<z.infer<typeof keysSchema>> | undefined;
  const load = () => {
    keys ??= requestJson(`/payment-handoffs/${encodeURIComponent(id)}/notifications`, keysSchema, {
      headers: authorized(bearer),
    });
    return keys;
  };
  return {
    topic: async () => (await load()).topic,
    credentials: async (): Promise<NotificationCredentials> => {
      const { topic: _topic, ...credentials } = await load();
      return { region: '', secretKey: '', ...credentials };
    },
    forget: () => {
      keys = undefined;
    },
  };
}

export interface HandoffWatch {
  stop(): void;
}

/**
 * Waits for the hand-off's end: `onStatus` hears each status the poll reads ('opened' once the phone
 * has the page, 'paid', 'expired'); a payment message on the account's topic makes the next poll at
 * once, so the TV moves within a poll's round trip of the phone's confirmation. The poll reads the
 * hand-off, not the message: only the server says this order is paid.
 */
export function watchHandoff(
  handoff: PhoneHandoff,
  bearer: () => Promise<string>,
  onStatus: (status: HandoffStatus) => void,
): HandoffWatch {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let polling = false;
  const poll = async () => {
    if (stopped || polling) return;
    polling = true;
    clearTimeout(timer);
    try {
      const status = await handoffStatus(handoff.id, await bearer());
      if (stopped) return;
      onStatus(status);
      if (status === 'paid' || status === 'expired') return stop();
    } catch (error) {
      // A dropped poll on a TV's Wi-Fi: the next one asks again.
      console.warn('The hand-off status could not be read', error);
    } finally {
      polling = false;
    }
    if (!stopped) timer = setTimeout(() => void poll(), HANDOFF_POLL_MS);
  };
  const onMessage = (message: NotificationMessage) => {
    if (PAID_TYPES.has(message.type)) void poll();
  };
  let unlisten: (() => void) | undefined;
  let ownChannel: Promise<{ stop(): void } | undefined> | undefined;
  if (notificationsOpen()) {
    unlisten = listenToNotifications(onMessage);
  } else {
    ownChannel = bearer().then(
      async (token) => {
        const { openNotificationChannel } = await import('../notifications/notificationChannel.ts');
        return stopped
          ? undefined
          : openNotificationChannel(handoffNotifications(handoff.id, token), onMessage);
      },
      () => undefined,
    );
  }
  function stop() {
    stopped = true;
    clearTimeout(timer);
    unlisten?.();
    void ownChannel?.then((channel) => channel?.stop());
  }
  timer = setTimeout(() => void poll(), HANDOFF_POLL_MS);
  return { stop };
}
