import { useEffect, useRef, useState } from 'react';
import { heldStepDue } from '../domain/heldStepPace.ts';
import { useLatest } from '../ui/useLatest.ts';
import { trickStepSeconds, trickTarget } from './trickPlay.ts';

export interface TrickPlay {
  /** Where the held seek would land, shown on the seek bar until it commits; undefined: none under way. */
  preview: number | undefined;
  /** A Left/Right (or rewind/forward) press; `held` for the keydowns a held key repeats. */
  step(direction: 1 | -1, held: boolean): void;
}

/** A seek whose key-up never came (the remote lost it) commits after this long without a step. */
const COMMIT_IDLE_MS = 1_000;

/**
 * Issue 26: Left/Right move a preview position, faster the longer the key is held (trickPlay.ts), and
 * the video seeks once, where the viewer lets go: a TV would otherwise fetch and drop a segment for
 * every step it passed.
 */
export function useTrickPlay(
  video: HTMLVideoElement,
  duration: number,
  seek: (to: number) => void,
): TrickPlay {
  const [preview, setPreview] = useState<number | undefined>(undefined);
  const hold = useRef<{ since: number; stepped: number; target: number } | null>(null);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestSeek = useLatest(seek);
  const [commit] = useState(() => () => {
    clearTimeout(idle.current);
    const held = hold.current;
    if (!held) return;
    hold.current = null;
    setPreview(undefined);
    latestSeek.current(held.target);
  });

  useEffect(() => {
    window.addEventListener('keyup', commit);
    return () => {
      window.removeEventListener('keyup', commit);
      clearTimeout(idle.current);
    };
  }, [commit]);

  return {
    preview,
    step(direction, held) {
      const now = Date.now();
      if (!hold.current || !held)
        hold.current = { since: now, stepped: now, target: hold.current?.target ?? video.currentTime };
      else if (heldStepDue(hold.current.stepped, now)) hold.current.stepped = now;
      else return;
      const seconds = trickStepSeconds(held ? now - hold.current.since : 0);
      hold.current.target = trickTarget(hold.current.target, direction, seconds, duration);
      setPreview(hold.current.target);
      clearTimeout(idle.current);
      idle.current = setTimeout(commit, COMMIT_IDLE_MS);
    },
  };
}
