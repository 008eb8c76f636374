import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

/**
 * A path as it may be logged: segments that look like secrets (long random strings: reset tokens in
 * `/accounts/forgot-password/{token}`, interaction ids), TV codes after `/activate/` and payment
 * hand-off codes after `/pay/` are masked.
 * Query strings are never logged.
 */
export function loggedPath(path: string): string {
  return path
    .split('/')
    .map((segment, index, segments) => {
      // A TV code in the custom back end's `{activateEndpoint}/{code}` (spec: accounts 7.3) is short but live.
      if (index > 0 && segments[index - 1] === 'activate' && segment !== '') return ':code';
      // So is a payment hand-off's code in the QR code's `/pay/{code}`; /pay/order is the one page there.
      if (index === 2 && segments[1] === 'pay' && segment !== '' && segment !== 'order') return ':code';
      return /^[A-Za-z0-9_-]{32,}$/.test(segment) ? ':secret' : segment;
    })
    .join('/');
}

/** What pino must never write, wherever it appears in a logged object (issue 13). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.old_password',
  '*.password_confirmation',
  '*.token',
  '*.jwt',
  '*.accessToken',
  '*.access_token',
  '*.refreshToken',
  '*.refresh_token',
  '*.id_token',
  '*.client_secret',
  '*.resetPasswordToken',
  '*.code_verifier',
  // Notification credentials (issue 17): the MQTT password and the spec's secret key.
  '*.sessionToken',
  '*.secretKey',
  // Payments (issue 23): card fields in either vendor's names, the hosted component's, and redirect results.
  '*.number',
  '*.cardNumber',
  '*.cvv',
  '*.cvc',
  '*.encryptedCardNumber',
  '*.encryptedSecurityCode',
  '*.redirectResult',
  '*.psp_token',
];

/** Probes and media segments come by the thousand: logged at debug so they do not drown the rest (issue 22). */
export function isQuietPath(path: string): boolean {
  return (
    path === '/healthz' ||
    path === '/readyz' ||
    (path.startsWith('/media/') && /\.(ts|m4s|mp4|aac|vtt|webp|jpg|png)$/.test(path))
  );
}

/** One line per request: method, path (masked), status and time. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger[isQuietPath(c.req.path) ? 'debug' : 'info'](
      {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
