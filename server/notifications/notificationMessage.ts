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
  /**
   * An ended session loses its access: its connections close (the embedded broker), or its broker
   * client is deleted (an external broker with dynamic security, which also closes them).
   */
  disconnect(session: { sessionId: string; accessKey?: string }): void;
  /** A session got a new credential set: a broker that keeps its own clients learns it. */
  credentialsIssued(set: IssuedCredentials): Promise<void>;
  close(): Promise<void>;
}

export interface IssuedCredentials {
  customerUuid: string;
  accessKey: string;
  sessionToken: string;
  /** The session's previous access key, now void. */
  replacedKey?: string;
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
