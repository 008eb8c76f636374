import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * Which rows [start, end) of a vertical list intersect the viewport, with half a screen of overscan
 * above and below: enough that the row a key press moves to already exists. Rows are absolutely
 * positioned inside `container` at `tops` (px) with `heights` (px); the page itself scrolls.
 */
export function useVerticalWindow(
  container: RefObject<HTMLElement | null>,
  tops: readonly number[],
  heights: readonly number[],
): [number, number] {
  const [range, setRange] = useState<[number, number]>([0, Math.min(tops.length, 4)]);
  const signature = `${tops.join(',')}|${heights.join(',')}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for the geometry's content.
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = container.current;
      if (!element) return;
      const containerTop = element.getBoundingClientRect().top + window.scrollY;
      const overscan = window.innerHeight / 2;
      const from = window.scrollY - containerTop - overscan;
      const to = window.scrollY - containerTop + window.innerHeight + overscan;
      let start = tops.findIndex((top, index) => top + (heights[index] ?? 0) > from);
      if (start === -1) start = tops.length;
      let end = start;
      while (end < tops.length && (tops[end] ?? 0) < to) end += 1;
      // A transition: rows coming into view as the page glides mount between frames, never inside one.
      startTransition(() =>
        setRange((previous) => (previous[0] === start && previous[1] === end ? previous : [start, end])),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [container, signature]);

  return range;
}
