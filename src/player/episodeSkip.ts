import type { MediaItem } from '../content/contentSchemas.ts';
import { mayAutoplay } from '../domain/upNext.ts';

/** Previous track this early in an episode goes to the previous episode; later, to this one's start. */
export const RESTART_WINDOW_SECONDS = 10;

/**
 * Issue 26: the episode the Next or Previous track key goes to, in the series' order, skipping what
 * may not play yet (SCHEDULED); undefined at either end of the series.
 */
export function episodeBeside(
  episodes: readonly MediaItem[],
  currentId: string,
  step: 1 | -1,
  now: number,
): MediaItem | undefined {
  const index = episodes.findIndex((episode) => episode.mediaid === currentId);
  if (index === -1) return undefined;
  const beside = step === 1 ? episodes.slice(index + 1) : episodes.slice(0, index).reverse();
  return beside.find((episode) => mayAutoplay(episode, now));
}
