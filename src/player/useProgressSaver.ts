import { useEffect, useRef } from 'react';
import type { MediaItem } from '../content/contentSchemas.ts';
import { historyLimit, progressOf } from '../domain/watchHistory.ts';
import { useStartupResult } from '../stores/configStore.ts';
import { useHistoryStore } from '../stores/historyStore.ts';
import type { PlaybackState } from './playerEvents.ts';

/** spec: browsing 9 — continue-watching save interval: 5 minutes. */
const SAVE_INTERVAL_MS = 5 * 60_000;

/**
 * spec: browsing 4 — progress saved on pause, when the player goes, on page hide or tab hidden, and at
 * least every 5 minutes of playback. Live streams (no duration) save nothing.
 */
export function useProgressSaver(
  video: HTMLVideoElement | null,
  item: MediaItem,
  state: PlaybackState,
  /** A live stream: its growing window is no position to resume from. */
  live: boolean,
): void {
  const record = useHistoryStore((store) => store.record);
  // spec: browsing 4 and 9 — the history is cut to the config's max_no_of_continue_watching.
  const limit = historyLimit(useStartupResult().config.max_no_of_continue_watching);
  const save = useRef(() => {});
  save.current = () => {
    if (!video || live) return;
    const progress = progressOf(video.currentTime, video.duration);
    if (progress === undefined || video.currentTime === 0) return;
    const seriesId = typeof item.seriesId === 'string' ? item.seriesId : undefined;
    record({ mediaid: item.mediaid, title: item.title, seriesId, progress, duration: video.duration }, limit);
  };

  useEffect(() => {
    if (state === 'paused' || state === 'ended') save.current();
  }, [state]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') save.current();
    };
    const onPageHide = () => save.current();
    const timer = setInterval(onPageHide, SAVE_INTERVAL_MS);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHide);
      save.current();
    };
  }, []);
}
