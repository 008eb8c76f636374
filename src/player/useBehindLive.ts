import { useEffect, useState } from 'react';
import type { Playback } from './usePlayback.ts';

/**
 * Behind its live edge by more than this, a live stream says so (issue 26). The edge is the engine's
 * own live position, so normal playing sits near 0; a playlist refresh moves it a segment or two.
 */
const BEHIND_LIVE_SECONDS = 8;

/**
 * Issue 26: how far a live stream plays behind its edge, when more than its usual delay (a pause, a
 * programme watched from its beginning); undefined at the edge. Paused, nothing re-renders the player,
 * so it ticks each second to show the delay growing.
 */
export function useBehindLive(video: HTMLVideoElement, playback: Playback): number | undefined {
  const [, setTick] = useState(0);
  const pausedLive = playback.live && playback.state === 'paused';
  useEffect(() => {
    if (!pausedLive) return undefined;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [pausedLive]);
  const edge = playback.live ? playback.adapter?.liveEdge() : undefined;
  if (edge === undefined) return undefined;
  const behind = edge - video.currentTime;
  return behind > BEHIND_LIVE_SECONDS ? behind : undefined;
}
