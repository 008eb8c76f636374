import mqtt from 'mqtt';
import type { Logger } from 'pino';
import { type NotificationPublisher, publishPacket } from './notificationMessage.ts';

/**
 * Notifications through an operator's broker (MQTT_URL, issue 17): every instance publishes there, so
 * an app connected to the broker hears an event whichever instance raised it. The broker checks the
 * apps' credentials and topics itself (README: Mosquitto's set-up). A message for one session carries
 * its MQTT 5 user property, but a broker that does not filter on it delivers it account-wide; the app
 * acts on a sign-out only once its own session is confirmed ended.
 */
export async function connectExternalBroker(url: string, logger: Logger): Promise<NotificationPublisher> {
  const client = await mqtt.connectAsync(url, {
    protocolVersion: 5,
    clientId: `ott-server-${process.pid}-${Math.random().toString(16).slice(2, 10)}`,
    reconnectPeriod: 2_000,
  });
  client.on('error', (error) => logger.warn({ err: error }, 'notification broker connection error'));
  client.on('reconnect', () => logger.info('notification broker: reconnecting'));
  return {
    async publish(customerUuid, message, sessionId) {
      const { topic, payload, properties } = publishPacket(customerUuid, message, sessionId);
      await client.publishAsync(topic, payload, { qos: 1, ...(properties ? { properties } : {}) });
    },
    disconnect() {},
    async close() {
      await client.endAsync();
    },
  };
}
