import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether the viewer has rested on something for `delayMs`: `rest(true)` as they arrive, `rest(false)`
 * as they leave. It renders only when the answer changes (the delay passed, or they left after it), so
 * passing over on the way elsewhere renders nothing: a card's preview starts only when the viewer rests
 * on it, and walking a shelf of cards with previews neither starts a video nor renders a card per press.
 */
export function useDwell(delayMs: number): [dwelt: boolean, rest: (resting: boolean) => void] {
  const [dwelt, setDwelt] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const rest = useCallback(
    (resting: boolean) => {
      clearTimeout(timer.current);
      if (resting) timer.current = setTimeout(() => setDwelt(true), delayMs);
      else setDwelt(false);
    },
    [delayMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [dwelt, rest];
}
