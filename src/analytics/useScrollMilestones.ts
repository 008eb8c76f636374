import throttle from 'lodash-es/throttle.js';
import { useEffect } from 'react';
import { type Milestone, newMilestones, scrollFraction } from '../domain/analyticsEvents.ts';
import { useLatest } from '../ui/useLatest.ts';
import { whenIdle } from './whenIdle.ts';

/** spec: browsing 9 — analytics scroll throttle 1 s. */
const SCROLL_THROTTLE_MS = 1_000;

/**
 * spec: browsing 9 — scroll milestones 25/50/75/100 % on long pages, each once per screen. The page's
 * height is read in idle time, at most once a second, never in the frame a key scrolled.
 */
export function useScrollMilestones(screen: string, report: (percent: Milestone) => void): void {
  const latestReport = useLatest(report);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each screen counts its own milestones.
  useEffect(() => {
    const reported = new Set<Milestone>();
    let cancelIdle: (() => void) | undefined;
    const measure = () => {
      cancelIdle = undefined;
      const fraction = scrollFraction({
        scrollY: window.scrollY,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
      });
      if (fraction === undefined) return;
      for (const percent of newMilestones(fraction, reported)) {
        reported.add(percent);
        latestReport.current(percent);
      }
    };
    const onScroll = throttle(() => {
      cancelIdle ??= whenIdle(measure, SCROLL_THROTTLE_MS);
    }, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
      cancelIdle?.();
    };
  }, [screen]);
}
