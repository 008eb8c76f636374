import { useEffect, useState } from 'react';
import type { MediaItem } from '../content/contentSchemas.ts';
import type { ProgrammeWindow } from '../domain/playbackQuery.ts';
import { historyLimit, progressOf } from '../domain/watchHistory.ts';
import { catchupPlaces } from '../stores/catchupPlaces.ts';
import { useStartupResult } from '../stores/configStore.ts';
import { useHistoryStore } from '../stores/historyStore.ts';
import { useLatest } from '../ui/useLatest.ts';
import type { PlaybackState, PlayerErrorCode } from './playerEvents.ts';

/** spec: browsing 9 — continue-watching save interval: 5 minutes. */
const SAVE_INTERVAL_MS = 5 * 60_000;

/** What the saver needs from playback: the adapter's last state and time events. */
export interface SavedPlayback {
  state: PlaybackState;
  position: number;
  duration: number;
  /** A live stream: its growing window is no position to resume from. */
  live: boolean;
  /** The playback failed. */
  error: PlayerErrorCode | null;
}

/**
 * spec: browsing 4 — progress saved on pause, when the player goes, on item change, on page hide or tab
 * hidden, and at least every 5 minutes of playback. Live streams (no duration) and failed playbacks
 * save nothing. A catch-up programme's place goes to the device's catch-up places instead (issue 26).
 *
 * The position is the adapter's last 'time' event, never the video element: when the player closes,
 * the engine is torn down first (hls.js detaches the media, which resets currentTime to 0), so the
 * element no longer knows where the viewer was.
 */
export function useProgressSaver(
  item: MediaItem,
  playback: SavedPlayback,
  catchup: ProgrammeWindow | undefined,
): void {
  const record = useHistoryStore((store) => store.record);
  // spec: browsing 4 and 9 — the history is cut to the config's max_no_of_continue_watching.
  const limit = historyLimit(useStartupResult().config.max_no_of_continue_watching);
  const latest = useLatest({ item, playback, catchup, record, limit });

  // Stable: reads the latest playback through the ref, so listeners added once stay correct.
  const [save] = useState(() => (saved: MediaItem, programme: ProgrammeWindow | undefined) => {
    const { playback: current, record: write, limit: most } = latest.current;
    // Issue 26: a failed playback is not something to continue (what played before was saved already,
    // on pause and every 5 minutes).
    if (current.live || current.position === 0 || current.error !== null) return;
    // An item played to its end is fully watched (progress 1), even when it stalled a frame short.
    const position = current.state === 'ended' ? current.duration : current.position;
    if (programme) {
      catchupPlaces.save(saved.mediaid, programme, position, current.duration);
      return;
    }
    const progress = progressOf(position, current.duration);
    if (progress === undefined) return;
    const seriesId = typeof saved.seriesId === 'string' ? saved.seriesId : undefined;
    write(
      { mediaid: saved.mediaid, title: saved.title, seriesId, progress, duration: current.duration },
      most,
    );
  });

  useEffect(() => {
    if (playback.state === 'paused' || playback.state === 'ended') {
      save(latest.current.item, latest.current.catchup);
    }
  }, [playback.state, save]);

  // On item change and when the player goes: the item left (a programme with its own window: a zap
  // from catch-up to a live channel leaves the programme), at the last position it reported.
  useEffect(
    () => () => {
      save(item, catchup);
    },
    [item, catchup, save],
  );

  useEffect(() => {
    const onPageHide = () => save(latest.current.item, latest.current.catchup);
    const onHide = () => {
      if (document.visibilityState === 'hidden') onPageHide();
    };
    const timer = setInterval(onPageHide, SAVE_INTERVAL_MS);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [save]);
}
