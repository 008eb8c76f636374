import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { whenIdle } from '../../analytics/whenIdle.ts';

/** An import that, when its chunk cannot be fetched, waits for the network to come back and tries again. */
export function importWhenOnline<M>(load: () => Promise<M>): Promise<M> {
  return load().catch(
    () =>
      new Promise<M>((resolve) => {
        window.addEventListener('online', () => resolve(importWhenOnline(load)), { once: true });
      }),
  );
}

/**
 * A component of background work (src/app/shell/IdleWork.tsx) whose code is fetched once the first
 * screen is idle, at the latest 3 s after it is asked for, so it never competes with start-up. A chunk
 * that cannot be fetched (the network went) waits for the network rather than failing: a lazy
 * component's error would take the whole shell down with it.
 */
export function idleLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    new Promise<void>((resolve) => whenIdle(resolve, 3_000)).then(() => importWhenOnline(load)),
  );
}
