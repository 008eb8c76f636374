import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { type ScrollEdges, scrollEdges } from './scrollStep.ts';

const NONE: ScrollEdges = { above: false, below: false };

/**
 * Whether a box that scrolls itself has text beyond its edges, kept current as it scrolls, as its
 * text changes (after each render) and as the screen resizes. Off (`enabled` false): never any.
 * Returns the edges and the handler for the box's scroll event.
 */
export function useScrollEdges(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
): [ScrollEdges, () => void] {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  const update = useCallback(() => {
    const node = ref.current;
    const next = node && enabled ? scrollEdges(node) : NONE;
    // The same object when nothing changed: no render for a scroll within the text.
    setEdges((current) => (current.above === next.above && current.below === next.below ? current : next));
  }, [ref, enabled]);
  // After every render: the text in the box may have changed.
  useLayoutEffect(update);
  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [enabled, update]);
  return [edges, update];
}
