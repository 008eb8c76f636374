/**
 * Issue 26: how long the player keeps trying by itself before it says the stream failed. The engines
 * retry a request a few times; this is the layer above them, for a Wi-Fi drop or a stream that stops.
 */
export const RECONNECT = {
  /** A stall this long (the engine's own retries had their chance) reloads the source. */
  stallMs: 10_000,
  /** Without this much steady playing since trouble began, the error screen shows. */
  giveUpMs: 30_000,
  /** Playing this long without trouble ends the episode: the next one gets the full time again. */
  steadyMs: 10_000,
  /** Waits before each reload while the network is up; the last repeats. */
  backoffMs: [1_000, 2_000, 4_000, 8_000],
} as const;

export interface ReconnectionHooks {
  /** Loads the source again: a live stream at its edge, a VOD where it stopped. */
  reload(): void;
  /** The time is up: show the failure. */
  giveUp(): void;
  /** Whether the device says it has a network (navigator.onLine). */
  online(): boolean;
  /** Told when an episode of trouble begins or ends (the 'Reconnecting…' notice). */
  onChange(active: boolean): void;
}

type Timer = ReturnType<typeof setTimeout> | undefined;

/**
 * One item's reconnection episodes. Trouble is a lost connection (a failure with no answer from the
 * server) or a stall; each reload waits its backoff while the network is up, and waits for the network
 * while it is down (the `online` event reloads at once). An episode ends after steady playing, or in
 * giveUp when it has lasted RECONNECT.giveUpMs. Playing that stops again soon stays the same episode,
 * so a stream that breaks at the same place each time still ends in an error, not in a loop.
 */
export class Reconnection {
  /** When the episode began (Date.now()), or undefined between episodes. */
  private since: number | undefined;
  private tries = 0;
  private reloadTimer: Timer;
  private stallTimer: Timer;
  private steadyTimer: Timer;
  private deadline: Timer;

  constructor(private readonly hooks: ReconnectionHooks) {}

  get active(): boolean {
    return this.since !== undefined;
  }

  /** The stream failed for want of an answer (network loss, timeout): reload after a wait. */
  lost(): void {
    this.begin();
    this.cancel('stallTimer');
    this.scheduleReload();
  }

  /** Playback waits for data: reload if it still waits after RECONNECT.stallMs. */
  stalled(): void {
    this.begin();
    if (this.stallTimer !== undefined || this.reloadTimer !== undefined) return;
    this.stallTimer = setTimeout(() => {
      this.stallTimer = undefined;
      this.scheduleReload();
    }, RECONNECT.stallMs);
  }

  /** The stall ended without playing (the viewer paused): no reload is due for it. */
  calm(): void {
    this.cancel('stallTimer');
  }

  /**
   * Frames play again: the episode ends once they have played steadily for a while. The deadline waits
   * meanwhile; trouble before then re-arms it with what is left of the episode's time.
   */
  playing(): void {
    this.cancel('stallTimer');
    this.cancel('deadline');
    if (!this.active || this.steadyTimer !== undefined) return;
    this.steadyTimer = setTimeout(() => this.end(), RECONNECT.steadyMs);
  }

  /** The device has a network again: re-tune now rather than after a wait. */
  networkBack(): void {
    if (!this.active) return;
    this.cancel('reloadTimer');
    this.cancel('stallTimer');
    this.hooks.reload();
  }

  /** The item closed or changed, or the viewer chose Try again: no timer outlives it. */
  dispose(): void {
    const wasActive = this.active;
    this.stop();
    if (wasActive) this.hooks.onChange(false);
  }

  private begin(): void {
    this.cancel('steadyTimer');
    const now = Date.now();
    const began = this.since === undefined;
    this.since ??= now;
    if (this.deadline === undefined)
      this.deadline = setTimeout(
        () => {
          this.stop();
          this.hooks.onChange(false);
          this.hooks.giveUp();
        },
        Math.max(0, this.since + RECONNECT.giveUpMs - now),
      );
    if (began) this.hooks.onChange(true);
  }

  private scheduleReload(): void {
    this.cancel('reloadTimer');
    // Offline, a request can only fail: the `online` event (networkBack) reloads instead.
    if (!this.hooks.online()) return;
    const waits = RECONNECT.backoffMs;
    const wait = waits[Math.min(this.tries, waits.length - 1)] ?? 0;
    this.tries += 1;
    this.reloadTimer = setTimeout(() => {
      this.reloadTimer = undefined;
      this.hooks.reload();
    }, wait);
  }

  private end(): void {
    this.stop();
    this.hooks.onChange(false);
  }

  private stop(): void {
    for (const timer of ['reloadTimer', 'stallTimer', 'steadyTimer', 'deadline'] as const) this.cancel(timer);
    this.since = undefined;
    this.tries = 0;
  }

  private cancel(timer: 'reloadTimer' | 'stallTimer' | 'steadyTimer' | 'deadline'): void {
    if (this[timer] === undefined) return;
    clearTimeout(this[timer]);
    this[timer] = undefined;
  }
}
