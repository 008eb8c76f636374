import { type MutableRefObject, useRef } from 'react';

/** A ref that always holds the latest render's value: for listeners added once that must not go stale. */
export function useLatest<T>(value: T): MutableRefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
