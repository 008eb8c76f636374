import { type LiveEventPhase, liveEventTimes } from '../catalog/liveEvents.ts';

/**
 * An item as the API serves it at `nowSeconds`: live events get their state and times for this
 * moment; fields of ours that drive that stay inside the server.
 */
export function presentItem(data: Record<string, unknown>, nowSeconds: number): Record<string, unknown> {
  const { liveEventPhase, ...stored } = data;
  const item = isSold(stored) ? withPaidSources(stored) : stored;
  if (typeof liveEventPhase !== 'string') return item;
  return { ...item, ...liveEventTimes(liveEventPhase as LiveEventPhase, nowSeconds) };
}

/** Sold by an offer and not free: its stream needs a content-signing token (issue 22). */
export function isSold(item: Record<string, unknown>): boolean {
  if (item.free === 'true' || item.requiresSubscription === 'false') return false;
  return String(item.productIds ?? '')
    .split(',')
    .some((offer) => offer.trim() !== '');
}

/**
 * A sold item's streams are listed at /media/paid/{mediaid}/…, which answer only with a token from
 * content signing in the path (`/media/paid/{mediaid}/t/{token}/…`, so that every playlist, segment and
 * key a player fetches by a relative address carries it).
 */
function withPaidSources(item: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(item.sources)) return item;
  const sources = (item.sources as Array<Record<string, unknown>>).map((source) =>
    typeof source.file === 'string' && source.file.startsWith('/media/')
      ? { ...source, file: source.file.replace(/^\/media\//, `/media/paid/${String(item.mediaid)}/`) }
      : source,
  );
  return { ...item, sources };
}
