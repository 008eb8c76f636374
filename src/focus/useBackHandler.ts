import { useEffect, useRef } from 'react';
import { pushBackHandler } from './backStack.ts';

/** While `active`, Back calls `handler` before anything under it (an overlay closing itself). */
export function useBackHandler(handler: () => void, active = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => (active ? pushBackHandler(() => latest.current()) : undefined), [active]);
}
