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

/** MM:SS for the countdown. */
export function countdownText(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
