import { resetVideoElement } from '../mediaElementEvents.ts';
import { ListenerGroup } from '../playerEvents.ts';
import type { LinearAd } from './linearAd.ts';

/** An ad that stalls is given up this long after it should have ended: the content must go on. */
const GRACE_MS = 5000;

export interface PlayingAd {
  /** Resolves when the ad ended, failed or was stopped. */
  done: Promise<void>;
  stop(): void;
}

/**
 * Plays one linear ad in its own video element (the content's engine and buffers stay as they are),
 * reports whole seconds left, fires the impressions, and empties the element afterwards.
 */
export function playLinearAd(
  video: HTMLVideoElement,
  ad: LinearAd,
  onSecondsLeft: (seconds: number) => void,
): PlayingAd {
  const listeners = new ListenerGroup();
  let finish: () => void = () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = new Promise<void>((resolve) => {
    let finished = false;
    finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      listeners.removeAll();
      resetVideoElement(video);
      resolve();
    };
  });
  const duration = () =>
    Number.isFinite(video.duration) && video.duration > 0 ? video.duration : ad.duration;
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(finish, (duration() - video.currentTime) * 1000 + GRACE_MS);
  };
  listeners.listen(video, 'timeupdate', () => {
    onSecondsLeft(Math.max(0, Math.ceil(duration() - video.currentTime)));
    restartTimer();
  });
  listeners.listen(video, 'ended', () => finish());
  listeners.listen(video, 'error', () => finish());
  onSecondsLeft(Math.ceil(ad.duration));
  restartTimer();
  video.src = ad.mediaUrl;
  video.play().catch(() => finish());
  for (const url of ad.impressions) void fetch(url, { mode: 'no-cors' }).catch(() => undefined);
  return { done, stop: () => finish() };
}
