import { useEffect, useState } from 'react';
import { keepScreenAwake } from '../../platform/keepAwake.ts';
import { useLatest } from '../ui/useLatest.ts';
import type { PlaybackState } from './playerEvents.ts';

/** Issue 26: how long without a key press before the player reacts. */
export const PRESENCE = {
  /** A paused picture dims (a still frame burns into OLED panels). */
  dimAfterMs: 3 * 60_000,
  /** Playing on, it pauses and asks "Are you still watching?" (nobody may be there). */
  askAfterMs: 3 * 60 * 60_000,
} as const;

export interface ViewerPresence {
  /** The paused picture is dimmed: any key brings it back. */
  dimmed: boolean;
  /** Playback paused to ask whether anybody is still watching. */
  asking: boolean;
  /** The viewer answered (either way). */
  answered(): void;
}

/**
 * While a video plays the screen is kept awake (platform/keepAwake.ts); paused, it may sleep, and the
 * picture dims after a few minutes; after hours of playing without a key press, playback pauses and
 * the player asks. Every key press starts the waits again.
 */
export function useViewerPresence(state: PlaybackState, pause: () => void): ViewerPresence {
  const [dimmed, setDimmed] = useState(false);
  const [asking, setAsking] = useState(false);
  const latestPause = useLatest(pause);
  const playing = state === 'playing' || state === 'buffering';
  const paused = state === 'paused';

  useEffect(() => (playing ? keepScreenAwake() : undefined), [playing]);

  useEffect(() => {
    if (!playing && !paused) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let dim = false;
    const arm = (event?: KeyboardEvent) => {
      clearTimeout(timer);
      // The key that wakes a dimmed picture does only that.
      if (dim && event) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
      dim = false;
      setDimmed(false);
      timer = setTimeout(
        () => {
          if (paused) {
            dim = true;
            setDimmed(true);
            return;
          }
          setAsking(true);
          latestPause.current();
        },
        paused ? PRESENCE.dimAfterMs : PRESENCE.askAfterMs,
      );
    };
    arm();
    // Capture: a key the player takes for itself (and stops) still counts as the viewer being there.
    window.addEventListener('keydown', arm, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', arm, true);
    };
  }, [playing, paused]);

  return { dimmed, asking, answered: () => setAsking(false) };
}
