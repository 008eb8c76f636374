import { useEffect, useState } from 'react';

/** How long the offer stays once the picture plays. */
export const START_OVER_OFFER_MS = 10_000;

/**
 * Issue 26: a title that resumes from saved progress offers Start over for a few seconds once it
 * plays, focused as a skip-intro button is: the common case (carry on) costs no press, and starting
 * again costs one. Nothing is offered for a title that starts at its beginning.
 */
export function useStartOverOffer(
  resumedAt: number | undefined,
  playing: boolean,
): { visible: boolean; dismiss(): void } {
  const [phase, setPhase] = useState<'waiting' | 'shown' | 'gone'>(resumedAt ? 'waiting' : 'gone');
  if (phase === 'waiting' && playing) setPhase('shown');
  useEffect(() => {
    if (phase !== 'shown') return;
    const timer = setTimeout(() => setPhase('gone'), START_OVER_OFFER_MS);
    return () => clearTimeout(timer);
  }, [phase]);
  return { visible: phase === 'shown', dismiss: () => setPhase('gone') };
}
