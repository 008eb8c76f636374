import { useEffect, useReducer, useRef } from 'react';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { isPlayableNow } from '../../domain/liveEventButton.ts';
import { whenPlayable } from './whenPlayable.ts';

/**
 * Whether `item` may play now (spec: browsing 2 — the play button is disabled while the item is not
 * playable), rendering again at the moment it turns playable: one timer to the start, not a tick.
 */
export function usePlayableNow(item: MediaItem): boolean {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => whenPlayable(item, rerender), [item]);
  return isPlayableNow(item, Date.now());
}

/**
 * spec: browsing 4, Live event button — 'Watch live' triggers itself: `start` runs once, when the item
 * turns playable while this page shows it (its countdown reaching zero, or a fresher copy of the item
 * saying it went live). An item already playable when the page opened waits for the viewer's press.
 */
export function useLiveAutoStart(item: MediaItem, start: () => void): void {
  const latestStart = useRef(start);
  useEffect(() => {
    latestStart.current = start;
  });
  // The item the page was waiting for; a new copy of it that is playable at once still starts.
  const waitingFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    const fire = () => {
      waitingFor.current = undefined;
      latestStart.current();
    };
    if (isPlayableNow(item, Date.now())) {
      if (waitingFor.current === item.mediaid) fire();
      return undefined;
    }
    waitingFor.current = item.mediaid;
    return whenPlayable(item, fire);
  }, [item]);
}
