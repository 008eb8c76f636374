import mqtt, { type MqttClient } from 'mqtt';
import type { AccountNotifications } from '../accountService.ts';
import { type NotificationMessage, notificationMessageSchema } from './notificationMessage.ts';

/** Reconnection waits: 1 s, doubling to 30 s, each cut by up to half at random so devices spread out. */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/** MQTT 3.1.1 CONNACK codes 4 and 5: the credentials were refused (expired, replaced, session ended). */
const REFUSED = new Set([4, 5]);

export interface NotificationChannel {
  /** Unsubscribes and closes (spec: payments 4 — unsubscribing ends and clears the connection). */
  stop(): void;
}

/**
 * spec: payments 4 — the app's subscription to its account's topic over MQTT on a WebSocket. mqtt.js's
 * own reconnect would retry the same credentials forever; this loop asks for credentials again before
 * each connection (the cached set while it is valid, a new one once the broker refused it) and waits
 * longer after each failure. A message that does not parse is logged and dropped.
 */
export function openNotificationChannel(
  source: AccountNotifications,
  onMessage: (message: NotificationMessage) => void,
): NotificationChannel {
  let stopped = false;
  let client: MqttClient | undefined;
  let topic: string | undefined;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (stopped) return;
    const ceiling = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => void connect(), ceiling * (0.5 + Math.random() / 2));
  };

  const connect = async () => {
    if (stopped) return;
    let credentials: Awaited<ReturnType<AccountNotifications['credentials']>>;
    try {
      topic ??= await source.topic();
      credentials = await source.credentials();
    } catch (error) {
      // spec: payments 8 — server errors of the notification flow are only logged as warnings.
      console.warn('Unable to fetch iot credentials', error);
      return retry();
    }
    if (stopped) return;
    const account = topic;
    const connection = mqtt.connect(credentials.iotEndpoint, {
      username: credentials.accessKey,
      password: credentials.sessionToken,
      reconnectPeriod: 0,
      connectTimeout: 10_000,
    });
    client = connection;
    let over = false;
    connection.on('connect', () => {
      failures = 0;
      connection.subscribe(account, (error, granted) => {
        if (error || granted?.some((grant) => grant.qos === 128))
          console.warn('An error has occured while subscribing.', error);
      });
    });
    connection.on('message', (_topic, payload) => {
      try {
        onMessage(notificationMessageSchema.parse(JSON.parse(payload.toString())));
      } catch (error) {
        console.warn('A notification that does not parse was dropped', error);
      }
    });
    connection.on('error', (error) => {
      if ('code' in error && typeof error.code === 'number' && REFUSED.has(error.code)) source.forget();
    });
    connection.on('close', () => {
      if (over) return;
      over = true;
      connection.end(true);
      retry();
    });
  };

  void connect();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      if (client && topic) client.unsubscribe(topic);
      client?.end();
    },
  };
}
