import { useEffect, useState } from 'react';

const CONTROLS_HIDE_MS = 4000;

export interface ControlsAutoHide {
  hidden: boolean;
  /** A key was pressed: the controls show, and hide again CONTROLS_HIDE_MS after the last key. */
  show(): void;
  /** Back over a playing picture: the controls go at once. */
  hide(): void;
}

/**
 * The player's controls come up with every key and go a few seconds after the last one: one timer
 * restarted per key, no ticking re-renders while the video plays on a weak TV.
 */
export function useControlsAutoHide(): ControlsAutoHide {
  const [shownAt, setShownAt] = useState(() => Date.now());
  const [hidden, setHidden] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: shownAt is the trigger: each key restarts the timer.
  useEffect(() => {
    setHidden(false);
    const timer = setTimeout(() => setHidden(true), CONTROLS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [shownAt]);
  return { hidden, show: () => setShownAt(Date.now()), hide: () => setHidden(true) };
}
