import { z } from 'zod';

/** A comma-separated list of addresses with one of the given protocols (empty: none). */
const originList = (protocol: RegExp) =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol })));

/** The server's settings from the environment, with the defaults a fresh install runs on. */
export const serverSettingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL connection URL; without it the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Where PGlite keeps its files; 'memory://' keeps nothing (tests). */
  PGLITE_DATA_DIR: z.string().default('data/pglite'),
  /** The built app (vite build output). */
  STATIC_DIR: z.string().default('dist'),
  /**
   * The operator's key for GET /v1/analytics/summary (sent as `Authorization: Bearer …`). Unset, the
   * summary is open: it holds counts only, but a public server should set it.
   */
  ANALYTICS_SUMMARY_KEY: z.string().min(16, 'ANALYTICS_SUMMARY_KEY needs at least 16 characters').optional(),
  /** Signs media tokens (content signing, DRM licences); random per start when unset. */
  SIGNING_SECRET: z.string().min(16, 'SIGNING_SECRET needs at least 16 characters').optional(),
  /**
   * Origins (comma-separated) the app is served from besides this server, e.g. a TV app's packaged origin
   * or a CDN: they may call the account and payment façades cross-origin and receive reset links.
   */
  ALLOWED_ORIGINS: originList(/^https?$/),
  /**
   * Places the app page may reach besides this server and the hosts its .webapp.ini names (its
   * Content-Security-Policy, issue 18): comma-separated origins of licence servers, ad servers, a media
   * or image CDN, e.g. https://licence.example.com,https://ads.example.com.
   */
  CSP_EXTRA_SOURCES: originList(/^(https?|wss?)$/),
  /**
   * The address viewers reach this server at (e.g. https://tv.example.com): the managed identity's issuer
   * and the app's origin. Unset: where it listens, http://localhost:PORT.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The account provider's client_secret grant: a merchant back end signs a viewer in with it. Unset: refused. */
  PAYWALL_CLIENT_SECRET: z.string().min(24, 'PAYWALL_CLIENT_SECRET needs at least 24 characters').optional(),
  /** Sends account mail through this SMTP server (nodemailer); unset: mail stays in the /dev/mail outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Open OTT <no-reply@localhost>'),
  /** Signs account access tokens; unset: a secret generated once and kept in the database. */
  ACCOUNT_TOKEN_SECRET: z.string().min(32, 'ACCOUNT_TOKEN_SECRET needs at least 32 characters').optional(),
  ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** Concurrent sessions per account; a new sign-in past it ends the oldest session. */
  SESSION_LIMIT: z.coerce.number().int().min(1).max(100).default(5),
  /** A PostgreSQL server that does not answer a connection within this long counts as down (ms). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Statements running longer are cancelled; the request answers 503 (ms). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  /** How long start-up keeps retrying a database it cannot reach before it gives up (ms). */
  DB_START_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** A request whose headers and body have not arrived by then is cut (Node's default is 300 s). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
  /** Above the usual load-balancer idle timeouts (60 s), so the balancer closes idle connections first. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(65_000),
  /** On SIGTERM, in-flight requests get this long to finish before their connections are closed. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /**
   * An external MQTT broker (e.g. mqtt://broker:1883, Mosquitto) the server publishes notifications to,
   * instead of its embedded one at /mqtt: for several instances behind a load balancer (issue 17).
   */
  MQTT_URL: z.url({ protocol: /^(mqtts?|wss?)$/ }).optional(),
  /** With MQTT_URL: the broker's WebSocket address apps connect to (wss://…/mqtt), sent as iotEndpoint. */
  MQTT_PUBLIC_ENDPOINT: z.url({ protocol: /^wss?$/ }).optional(),
  /**
   * With MQTT_URL: the broker is Mosquitto with its dynamic security plugin and MQTT_URL's user is its
   * admin: the server makes each credential set a broker client of its own and deletes it when it ends.
   */
  /**
   * Packaged TV apps (a .wgt or .ipk runs from file://, so its requests carry `Origin: null` or
   * `file://`) may call the account and payment façades and read the legal texts. They are answered
   * without credentials: no cookie goes with such a request, so another page that sends Origin: null (a
   * sandboxed frame) gains nothing a plain HTTP client does not have. Off: only ALLOWED_ORIGINS.
   */
  PACKAGED_TV_APPS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * The demo clock of subscriptions (POST /dev/payments/clock): renewals, trial ends and expiry shown
   * without waiting. On by default for the demo; turn it off in production.
   */
  PAYMENTS_DEMO_CLOCK: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  MQTT_DYNAMIC_SECURITY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** How long a set of notification credentials works (s); the app caches a set for 30 minutes. */
  NOTIFICATION_KEY_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3_600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerSettings = z.infer<typeof serverSettingsSchema>;

/** An external broker needs the address apps reach it at: the server cannot guess it. */
const completeSettingsSchema = serverSettingsSchema.refine(
  (settings) => !settings.MQTT_URL || settings.MQTT_PUBLIC_ENDPOINT,
  {
    path: ['MQTT_PUBLIC_ENDPOINT'],
    message: 'MQTT_URL needs MQTT_PUBLIC_ENDPOINT (the wss:// address apps connect to)',
  },
);

export function readServerSettings(env: NodeJS.ProcessEnv): ServerSettings {
  const parsed = completeSettingsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid server settings: ${problems}`);
  }
  return parsed.data;
}
