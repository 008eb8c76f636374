import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { ReactNode } from 'react';

interface ShelfProps {
  focusKey: string;
  title: string;
  children: ReactNode;
}

/**
 * A titled horizontal row. It remembers its last focused card, so coming back down to a row lands
 * where the viewer left it, as on every TV platform's home screen.
 */
export function Shelf({ focusKey, title, children }: ShelfProps) {
  const {
    ref,
    focusKey: ownKey,
    hasFocusedChild,
  } = useFocusable({
    focusKey,
    saveLastFocusedChild: true,
    trackChildren: true,
  });
  return (
    <FocusContext.Provider value={ownKey}>
      <section ref={ref} className={`shelf${hasFocusedChild ? ' has-focus' : ''}`} aria-label={title}>
        <h2 className="shelf__title">{title}</h2>
        <div className="shelf__track">{children}</div>
      </section>
    </FocusContext.Provider>
  );
}
