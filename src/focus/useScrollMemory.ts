import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** spec: browsing 9 — navigation stack at most 50: as many scroll positions are kept. */
const MAX_ENTRIES = 50;
const positions = new Map<string, number>();

function remember(locationKey: string, y: number): void {
  positions.delete(locationKey);
  positions.set(locationKey, y);
  if (positions.size > MAX_ENTRIES) {
    const oldest = positions.keys().next().value;
    if (oldest !== undefined) positions.delete(oldest);
  }
}

/**
 * The page's scroll position per history entry (react-router's location.key), put back when the
 * viewer returns to the entry (spec: browsing 2, Hub screen — scroll position is restored). In memory,
 * like focus memory: a reload starts at the top.
 */
export function useScrollMemory(): void {
  const { key } = useLocation();
  useLayoutEffect(() => {
    const y = positions.get(key);
    if (y !== undefined) window.scrollTo(0, y);
  }, [key]);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        remember(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
}
