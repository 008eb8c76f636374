import { type RefObject, useEffect, useState } from 'react';
import type { PlayerFocus } from './controlsFocus.ts';

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
  player: {
    root: RefObject<HTMLElement | null>;
    setFocus(update: (current: PlayerFocus) => PlayerFocus): void;
    seek(position: number): void;
  },
): { visible: boolean; startOver(): void } {
  const [phase, setPhase] = useState<'waiting' | 'shown' | 'gone'>(resumedAt ? 'waiting' : 'gone');
  if (phase === 'waiting' && playing) setPhase('shown');
  const visible = phase === 'shown';
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setPhase('gone'), START_OVER_OFFER_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  const { root, setFocus } = player;
  // It takes focus once, when it appears, unless the viewer is on something, and only while the
  // player holds focus: a player closed as it loaded stays up until the page's route commits, and its
  // offer appearing then must not take focus from the page's button.
  useEffect(() => {
    if (!visible || !root.current?.contains(document.activeElement)) return;
    setFocus((current) => (current === 'none' ? 'startOver' : current));
  }, [visible, root, setFocus]);
  return {
    visible,
    startOver() {
      setPhase('gone');
      setFocus(() => 'none');
      player.seek(0);
    },
  };
}
