import { useEffect } from 'react';
import { useLatest } from '../ui/useLatest.ts';
import { pushBackHandler } from './backStack.ts';

/**
 * While `active`, Back calls `handler` before anything under it (an overlay closing itself); a handler
 * returning PASS_BACK leaves that Back to what is under it.
 */
export function useBackHandler(handler: () => unknown, active = true): void {
  const latest = useLatest(handler);
  useEffect(() => (active ? pushBackHandler(() => latest.current()) : undefined), [active]);
}
