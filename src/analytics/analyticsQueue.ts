import { type AnalyticsEvent, MAX_EVENTS_PER_BATCH } from '../domain/analyticsEvents.ts';

/** How a batch leaves. */
export interface AnalyticsTransport {
  /**
   * While the page lives: resolves 'done' when the receiver took the batch or refused it for good (a
   * malformed batch, an unknown token: sending it again would change nothing), 'retry' when it did not
   * answer, was busy (429, 5xx) or the network failed.
   */
  post(body: string): Promise<'done' | 'retry'>;
  /** As the page goes: handed to the browser, which delivers it after the page is gone. */
  beacon(body: string): void;
}

export interface AnalyticsQueueOptions {
  token: string;
  transport: AnalyticsTransport;
  /** The most events kept while the receiver does not answer; the oldest go first beyond it. */
  capacity?: number;
  now?: () => number;
}

const DEFAULT_CAPACITY = 500;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 10 * 60_000;

/**
 * Events waiting to be sent, in batches. A receiver that does not answer costs the viewer nothing: its
 * batches go back to the queue, bounded, and the next try waits longer each time (30 s, doubling, at most
 * 10 minutes). What is still queued when the page goes leaves by beacon.
 */
export class AnalyticsQueue {
  private events: AnalyticsEvent[] = [];
  private sending = false;
  private failures = 0;
  private retryAt = 0;
  private readonly capacity: number;
  private readonly now: () => number;

  constructor(private readonly options: AnalyticsQueueOptions) {
    this.capacity = options.capacity ?? DEFAULT_CAPACITY;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.events.length;
  }

  /** Milliseconds until a send may be tried again (0: now). */
  retryDelay(): number {
    return Math.max(0, this.retryAt - this.now());
  }

  add(event: AnalyticsEvent): void {
    this.events.push(event);
    this.trim();
  }

  /** Sends what is queued, a batch at a time, unless a send is under way or a retry is not due yet. */
  async flush(): Promise<void> {
    if (this.sending || this.events.length === 0 || this.now() < this.retryAt) return;
    this.sending = true;
    try {
      while (this.events.length > 0) {
        const batch = this.events.splice(0, MAX_EVENTS_PER_BATCH);
        const outcome = await this.options.transport.post(this.body(batch)).catch(() => 'retry' as const);
        if (outcome === 'retry') {
          this.events = batch.concat(this.events);
          this.trim();
          this.failures += 1;
          this.retryAt = this.now() + Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (this.failures - 1));
          return;
        }
        this.failures = 0;
        this.retryAt = 0;
      }
    } finally {
      this.sending = false;
    }
  }

  /** The page is going (hidden, closed, the TV app exiting): everything queued leaves now, by beacon. */
  flushOnExit(): void {
    while (this.events.length > 0) {
      this.options.transport.beacon(this.body(this.events.splice(0, MAX_EVENTS_PER_BATCH)));
    }
  }

  private body(events: AnalyticsEvent[]): string {
    return JSON.stringify({ token: this.options.token, events });
  }

  private trim(): void {
    if (this.events.length > this.capacity) this.events.splice(0, this.events.length - this.capacity);
  }
}
