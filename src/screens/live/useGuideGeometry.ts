import { useLayoutEffect, useState } from 'react';
import { useRemPx } from '../../ui/index.ts';
import { CHANNEL_REM, HOUR_MS, HOUR_REM, ROW_REM } from './guideLayout.ts';

/** How many channel rows and how much time fit the grid's viewport (re-measured on resize). */
export function useGuideGeometry(viewport: HTMLElement | null): {
  rows: number;
  windowMs: number;
  measured: boolean;
} {
  const remPx = useRemPx();
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    if (!viewport) return undefined;
    const measure = () => setSize({ width: viewport.clientWidth, height: viewport.clientHeight });
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [viewport]);
  return {
    measured: size.width > 0,
    rows: Math.max(1, Math.floor(size.height / (ROW_REM * remPx))),
    windowMs: Math.max(HOUR_MS, ((size.width - CHANNEL_REM * remPx) / (HOUR_REM * remPx)) * HOUR_MS),
  };
}
