import { useEffect } from 'react';
import { useLatest } from '../ui/useLatest.ts';
import type { Playback } from './usePlayback.ts';

/**
 * Issue 26: sent to the background (the TV's Home key, another app, a hidden tab), the player pauses:
 * nobody watches, and a TV would keep decoding. Back in front, a VOD stays paused where it was, with
 * its controls up, for the viewer to go on; a live stream that was playing re-tunes to its edge and
 * plays, since a paused channel would be minutes behind.
 */
export function usePauseOnHide(video: HTMLVideoElement, playback: Playback): void {
  const latest = useLatest(playback);
  useEffect(() => {
    let pausedByHide = false;
    const changed = () => {
      const { adapter, live, retry } = latest.current;
      if (document.visibilityState === 'hidden') {
        pausedByHide = !video.paused;
        if (pausedByHide) adapter?.pause();
        return;
      }
      if (pausedByHide && live) retry();
      pausedByHide = false;
    };
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, [video]);
}
