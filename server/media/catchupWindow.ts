import { HttpError } from '../http/apiError.ts';
import { liveSegmentIndex } from './livePlaylist.ts';

/** The longest catch-up window: a long programme, a few hours at most (issue 22). */
export const MAX_WINDOW_SECONDS = 6 * 3600;

function refuse(message: string): never {
  throw Object.assign(new HttpError(400, 'invalid_request', message), { issues: [{ path: 't', message }] });
}

/**
 * The segments of a catch-up or start-over window `t = start-end` (spec: browsing 7, epoch seconds),
 * held to the channel's catch-up hours and to a programme's length. Bounds are whole segments, so the
 * same programme always renders the same playlist.
 */
export function catchupWindow(
  [start, end]: [number, number],
  nowMs: number,
  catchupHours: number,
  segmentSeconds: number,
): { first: number; last: number; ended: boolean } {
  const nowSeconds = nowMs / 1000;
  if (start > nowSeconds) refuse('t starts in the future');
  if (start < nowSeconds - catchupHours * 3600)
    refuse(`t starts before this channel's ${catchupHours} h of catch-up`);
  if (end - start > MAX_WINDOW_SECONDS) refuse(`t is longer than ${MAX_WINDOW_SECONDS / 3600} h`);
  const current = liveSegmentIndex(nowMs, segmentSeconds);
  return {
    first: liveSegmentIndex(start * 1000, segmentSeconds),
    last: Math.min(liveSegmentIndex(end * 1000 - 1, segmentSeconds), current - 1),
    // A programme still on air grows like an event; one that has ended is closed as VOD.
    ended: end <= nowSeconds,
  };
}
