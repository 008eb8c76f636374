import { type LiveEventPhase, liveEventTimes } from '../catalog/liveEvents.ts';

/**
 * An item as the API serves it at `nowSeconds`: live events get their state and times for this
 * moment; fields of ours that drive that stay inside the server.
 */
export function presentItem(data: Record<string, unknown>, nowSeconds: number): Record<string, unknown> {
  const { liveEventPhase, ...item } = data;
  if (typeof liveEventPhase !== 'string') return item;
  return { ...item, ...liveEventTimes(liveEventPhase as LiveEventPhase, nowSeconds) };
}
