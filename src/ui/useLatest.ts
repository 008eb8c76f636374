import { type MutableRefObject, useLayoutEffect, useRef } from 'react';

/**
 * A ref that holds the latest committed render's value: for listeners added once that must not go stale.
 * Written at commit, not in the render: a transition's render that a key press interrupts is thrown
 * away, and a listener must not act on its state (ShelfRows took rows it had not mounted for mounted,
 * and a held Down lost a key, issue 19).
 */
export function useLatest<T>(value: T): MutableRefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
