import { useEffect, useState } from 'react';

/**
 * True once `active` has held for `delayMs`, false as soon as it stops: a card's preview starts only
 * when the viewer rests on it, so walking a shelf never starts (and drops) a video per card.
 */
export function useDwell(active: boolean, delayMs: number): boolean {
  const [dwelt, setDwelt] = useState(false);
  useEffect(() => {
    if (!active) {
      setDwelt(false);
      return undefined;
    }
    const timer = setTimeout(() => setDwelt(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return dwelt && active;
}
