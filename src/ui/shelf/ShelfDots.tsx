import type { ShelfDots as Dots } from './shelfMetrics.ts';

/** spec: browsing 2, Shelf — a featured shelf's dot pagination (what a dot stands for: shelfDots). */
export function ShelfDots({ dots }: { dots: Dots }) {
  if (dots.count < 2) return null;
  return (
    <div className="shelf__dots" aria-hidden="true">
      {Array.from({ length: dots.count }, (_, index) => (
        // A dot is a position, not an item: its index is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: positions, not items
        <span key={index} className={`shelf__dot${index === dots.current ? ' is-current' : ''}`} />
      ))}
    </div>
  );
}
