import { useState } from 'react';
import type { Playback } from './usePlayback.ts';

/**
 * What the player shows while the picture waits: 'reconnecting', and the spinner.
 * spec: browsing 4, Player — a stalled live stream shows 'reconnecting' until playback resumes. The
 * adapter's buffering events (not the state): a stall the viewer then pauses is no longer one. Issue 26:
 * also while the player gets a dropped or stalled stream back by itself, live or VOD, until frames play
 * again (or the viewer pauses); loading and buffering are visible (the poster stays until the first
 * frame). Per item: a zapped channel (issue 25) starting up is not a stream reconnecting.
 */
export function useWaitingIndicators(
  itemId: string,
  playback: Pick<Playback, 'state' | 'error' | 'reconnecting' | 'live' | 'buffering'>,
  /** A client-side ad plays over the content: its own video shows, with no spinner. */
  adPlaying: boolean,
): { reconnecting: boolean; waiting: boolean } {
  const [playedId, setPlayedId] = useState<string | undefined>(undefined);
  if (playback.state === 'playing' && playedId !== itemId) setPlayedId(itemId);
  const everPlayed = playedId === itemId;
  const failed = playback.error !== null;
  const reconnecting =
    everPlayed &&
    !failed &&
    ((playback.reconnecting && playback.state !== 'playing' && playback.state !== 'paused') ||
      (playback.live && playback.buffering));
  const waiting =
    !failed && !adPlaying && (reconnecting || playback.state === 'loading' || playback.state === 'buffering');
  return { reconnecting, waiting };
}
