import { isPlayableNow } from '../../../src/domain/liveEventButton.ts';
import { scheduledStart } from '../../../src/domain/mediaStatus.ts';
import { presentItem } from '../../domain/presentItem.ts';
import { HttpError } from '../apiError.ts';

/**
 * spec: browsing 2 — the play button is disabled while a live event is not playable; the stream is held
 * to the same rule the app's button follows (src/domain), on the item as the content API presents it at
 * this moment, so the API and the stream never disagree. 404, not 403: players read a 403 on an HLS
 * manifest as geo-blocking (spec: browsing 4, Player). Items that are not events always pass.
 */
export function assertEventStarted(item: Record<string, unknown>, nowMs: number): void {
  const presented = presentItem(item, Math.floor(nowMs / 1000));
  if (isPlayableNow(presented, nowMs)) return;
  const start = scheduledStart(presented);
  const when = start === undefined ? '' : `: it starts at ${new Date(start).toISOString()}`;
  throw new HttpError(
    404,
    'event_not_started',
    `Live event '${String(item.mediaid)}' has not started${when}`,
  );
}
