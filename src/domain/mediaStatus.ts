/** spec: browsing 4, Media status. */
export type MediaStatus = 'LIVE' | 'SCHEDULED' | 'VOD';

/** Any item: the VCH custom parameters are read from it when present. */
export type LiveFields = Readonly<Record<string, unknown>>;

const stateStatus: Record<string, MediaStatus> = {
  PRE_LIVE: 'SCHEDULED',
  LIVE_UNPUBLISHED: 'SCHEDULED',
  LIVE_PUBLISHED: 'LIVE',
  INSTANT_VOD: 'VOD',
  VOD_PUBLIC: 'VOD',
};

function time(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const parsed = Date.parse(value);
  // spec: browsing 5 — invalid item dates are ignored.
  return Number.isNaN(parsed) ? undefined : parsed;
}

export function scheduledStart(item: LiveFields): number | undefined {
  return time(item['VCH.ScheduledStart']);
}

export function scheduledEnd(item: LiveFields): number | undefined {
  return time(item['VCH.ScheduledEnd']);
}

/**
 * LIVE when published live, or started and not yet ended; otherwise the state's mapping; VOD without
 * an event state.
 */
export function mediaStatus(item: LiveFields, now: number): MediaStatus {
  const state = typeof item['VCH.EventState'] === 'string' ? item['VCH.EventState'] : undefined;
  if (!state) return 'VOD';
  const start = scheduledStart(item);
  const end = scheduledEnd(item);
  const endInFuture = end === undefined || end > now;
  if ((state === 'LIVE_PUBLISHED' || (start !== undefined && start <= now)) && endInFuture) return 'LIVE';
  return stateStatus[state] ?? 'VOD';
}

/** spec: browsing 4 — SCHEDULED or LIVE counts as live content. */
export function isLiveContent(status: MediaStatus): boolean {
  return status !== 'VOD';
}
