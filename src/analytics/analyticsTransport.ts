import { ApiError, request } from '../net/http.ts';
import type { AnalyticsTransport } from './analyticsQueue.ts';

const POST_TIMEOUT_MS = 10_000;

/** Answers that will not change if the same batch is sent again. */
const isFinalRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Batches go as text/plain JSON: a simple request, with no preflight to a receiver on another origin,
 * and the one body type sendBeacon sends everywhere (a Blob with a JSON type was refused by Chromium).
 */
export function httpTransport(url: string): AnalyticsTransport {
  return {
    async post(body) {
      try {
        const response = await request(url, {
          method: 'POST',
          body,
          keepalive: true,
          timeoutMs: POST_TIMEOUT_MS,
        });
        return response.ok || isFinalRefusal(response.status) ? 'done' : 'retry';
      } catch (error) {
        if (error instanceof ApiError) return 'retry';
        throw error;
      }
    },
    beacon(body) {
      // sendBeacon refuses (false) past its in-flight quota; fetch's keepalive has the same purpose.
      if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
      void request(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    },
  };
}
