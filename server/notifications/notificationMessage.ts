/** spec: payments 3 — a notification message: its type and what the app shows or follows. */
export interface NotificationMessage {
  type: string;
  resource: { message?: string; redirect_to_url?: string; reason?: string };
}

/** Where notifications go: the embedded broker, or an external one by MQTT_URL. */
export interface NotificationPublisher {
  /**
   * To the account's topic (its uuid, what the app subscribes to). With `sessionId`, meant for that
   * session only: the embedded broker forwards it to that session's connections alone.
   */
  publish(customerUuid: string, message: NotificationMessage, sessionId?: string): Promise<void>;
  /** Closes an ended session's connections (a no-op where the broker is not ours). */
  disconnect(sessionId: string): void;
  close(): Promise<void>;
}

/** The MQTT 5 user property that names the one session a message is for. */
export const TARGET_SESSION = 'ott-session';

export const publishPacket = (customerUuid: string, message: NotificationMessage, sessionId?: string) => ({
  cmd: 'publish' as const,
  topic: customerUuid,
  payload: Buffer.from(JSON.stringify(message)),
  qos: 0 as const,
  retain: false,
  dup: false,
  ...(sessionId ? { properties: { userProperties: { [TARGET_SESSION]: sessionId } } } : {}),
});
