import { type AdBreak, allowedSeek, breakAt } from '../domain/adBreaks.ts';
import type { EventHub, PlayerEvents } from './playerEvents.ts';

/** A break counts as played once playback leaves it within this much of its end (timeupdate is ~4 Hz). */
const END_SLACK_SECONDS = 0.5;

/**
 * Follows the position through an SSAI stream's breaks: emits adBreakStart / adBreakEnd on the
 * adapter's hub and remembers which breaks were played, so seeks cannot skip one (spec: browsing 4,
 * Player — ad countdown; the seek rule is domain/adBreaks.ts).
 */
export class AdBreakTracker {
  private readonly played = new Set<number>();
  private current: number | undefined;

  constructor(
    private readonly breaks: readonly AdBreak[],
    private readonly events: EventHub<PlayerEvents>,
  ) {}

  update(position: number): void {
    const index = breakAt(this.breaks, position);
    if (index === this.current) return;
    const left = this.current === undefined ? undefined : this.breaks[this.current];
    if (this.current !== undefined && left) {
      const played = position >= left.start + left.duration - END_SLACK_SECONDS;
      if (played) this.played.add(this.current);
      this.events.emit('adBreakEnd', { index: this.current, played });
    }
    const entered = index === undefined ? undefined : this.breaks[index];
    if (index !== undefined && entered) this.events.emit('adBreakStart', { index, ...entered });
    this.current = index;
  }

  /** Where a seek from `from` to `to` may land. */
  seekTarget(from: number, to: number): number {
    return allowedSeek(this.breaks, this.played, from, to);
  }

  isPlayed(index: number): boolean {
    return this.played.has(index);
  }
}
