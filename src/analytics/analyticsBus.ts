import { appLocation } from '../app/appLocation.ts';
import { type Milestone, screenPath } from '../domain/analyticsEvents.ts';

/** What a feature reports; the reporter adds the device type and who is watching. */
export type TrackedEvent =
  | { type: 'play_start'; mediaId: string }
  | { type: 'video_progress'; mediaId: string; percent: Milestone };

export type StampedEvent = TrackedEvent & { at: string; path: string };

type Sink = (event: StampedEvent) => void;

/** Events from before the reporter loaded (it loads in idle time after start-up), at most this many. */
const EARLY_LIMIT = 20;

let sink: Sink | undefined;
const early: StampedEvent[] = [];

/**
 * Reports an event, stamped now and with the page it happened on. A tiny module on purpose: the player's
 * chunk imports it, never the reporter, which a site without analytics never loads.
 */
export function track(event: TrackedEvent): void {
  const { pathname, search } = appLocation();
  const stamped: StampedEvent = {
    ...event,
    at: new Date().toISOString(),
    path: screenPath(pathname, search),
  };
  if (sink) {
    sink(stamped);
    return;
  }
  early.push(stamped);
  if (early.length > EARLY_LIMIT) early.shift();
}

/** The reporter takes the events, those waiting first; the returned function lets go. */
export function connectAnalytics(next: Sink): () => void {
  sink = next;
  for (const event of early.splice(0)) next(event);
  return () => {
    if (sink === next) sink = undefined;
  };
}
