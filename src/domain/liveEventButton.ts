import { scheduledEnd, scheduledStart } from './mediaStatus.ts';

export type LiveEventButton =
  | { kind: 'scheduled' }
  | { kind: 'countdown'; seconds: number }
  | { kind: 'start' }
  | { kind: 'watchLive' };

/** spec: browsing 9 — the live start countdown window is 5 minutes. */
const COUNTDOWN_MS = 5 * 60_000;

/** spec: browsing 4, Live event button (recomputed every second); undefined for non-events. */
export function liveEventButton(
  item: Readonly<Record<string, unknown>>,
  now: number,
): LiveEventButton | undefined {
  const state = item['VCH.EventState'];
  if (typeof state !== 'string') return undefined;
  const start = scheduledStart(item);
  const end = scheduledEnd(item);
  if (state === 'INSTANT_VOD' || state === 'VOD_PUBLIC' || (end !== undefined && end <= now))
    return { kind: 'start' };
  if (state === 'LIVE_PUBLISHED' || (start !== undefined && start <= now)) return { kind: 'watchLive' };
  if (start !== undefined && start - now <= COUNTDOWN_MS)
    return { kind: 'countdown', seconds: Math.ceil((start - now) / 1000) };
  return { kind: 'scheduled' };
}

/**
 * spec: browsing 2 — the play button is disabled while the item is not playable (a live event not yet
 * playable); 4 — 'Scheduled' and the countdown are not clickable. The one rule for "may this play now":
 * the start button, a ?play=1 link and the server's live-event stream all ask it. Items that are not
 * events are always playable here (entitlement is another rule).
 */
export function isPlayableNow(item: Readonly<Record<string, unknown>>, now: number): boolean {
  const button = liveEventButton(item, now);
  return button === undefined || button.kind === 'start' || button.kind === 'watchLive';
}

/**
 * Milliseconds until the item turns playable by the clock alone: 0 when it is playable now; until its
 * scheduled start otherwise; undefined when no time will do it (an event waiting for its state to change).
 */
export function msUntilPlayable(item: Readonly<Record<string, unknown>>, now: number): number | undefined {
  if (isPlayableNow(item, now)) return 0;
  const start = scheduledStart(item);
  // Not playable means not started, so a known start lies ahead.
  return start === undefined ? undefined : start - now;
}

/** MM:SS for the countdown. */
export function countdownText(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
