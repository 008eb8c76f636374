import type { AnalyticsEvent } from '../domain/analyticsEvents.ts';
import { AnalyticsQueue } from './analyticsQueue.ts';
import { httpTransport } from './analyticsTransport.ts';
import { whenIdle } from './whenIdle.ts';

/** Events gather this long before a batch goes, so a burst of screens is one request. */
const GATHER_MS = 5_000;
/** How long idle time is waited for before sending anyway. */
const IDLE_TIMEOUT_MS = 5_000;

export interface AnalyticsReporter {
  add(event: AnalyticsEvent): void;
  /** Listens for the page going away; the returned function stops, sending what is left by beacon. */
  start(): () => void;
}

/**
 * Queues events and sends them in idle time, never in a key's path; when the page is hidden or goes (a
 * tab closed, a TV app exiting), what is queued leaves at once by beacon.
 */
export function createAnalyticsReporter(url: string, token: string): AnalyticsReporter {
  const queue = new AnalyticsQueue({ token, transport: httpTransport(url) });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;

  const schedule = () => {
    if (timer !== undefined || cancelIdle !== undefined || queue.size === 0) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        cancelIdle = whenIdle(() => {
          void queue.flush().finally(() => {
            cancelIdle = undefined;
            schedule();
          });
        }, IDLE_TIMEOUT_MS);
      },
      Math.max(GATHER_MS, queue.retryDelay()),
    );
  };
  const sendNow = () => queue.flushOnExit();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') sendNow();
  };

  return {
    add(event) {
      queue.add(event);
      schedule();
    },
    start() {
      window.addEventListener('pagehide', sendNow);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        window.removeEventListener('pagehide', sendNow);
        document.removeEventListener('visibilitychange', onVisibility);
        clearTimeout(timer);
        cancelIdle?.();
        timer = undefined;
        cancelIdle = undefined;
        sendNow();
      };
    },
  };
}
