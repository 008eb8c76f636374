import type { EventHub, ListenerGroup, PlayerEvents } from './playerEvents.ts';

/** The video element's own events, as every engine reports them. */
export function forwardMediaElementEvents(
  video: HTMLVideoElement,
  events: EventHub<PlayerEvents>,
  listeners: ListenerGroup,
): void {
  let buffering = false;
  const setBuffering = (active: boolean) => {
    if (active === buffering) return;
    buffering = active;
    events.emit('buffering', { active });
  };
  listeners.listen(video, 'playing', () => {
    setBuffering(false);
    events.emit('state', 'playing');
  });
  listeners.listen(video, 'pause', () => {
    setBuffering(false);
    if (!video.ended) events.emit('state', 'paused');
  });
  // A VOD stream can stall a few frames short of its duration (audio and video ending apart) and never
  // fire 'ended'; waiting that close to the end is the end.
  // (Never for live: its window's end is the live edge, where waiting means a stall.)
  let live = false;
  events.on('live', (value) => {
    live = value;
  });
  listeners.listen(video, 'waiting', () => {
    if (!live && isAtEnd(video)) {
      events.emit('state', 'ended');
      return;
    }
    setBuffering(true);
    events.emit('state', 'buffering');
  });
  listeners.listen(video, 'ended', () => {
    setBuffering(false);
    events.emit('state', 'ended');
  });
  listeners.listen(video, 'timeupdate', () =>
    events.emit('time', {
      position: video.currentTime,
      duration: Number.isFinite(video.duration) ? video.duration : 0,
    }),
  );
}

/** How close to a VOD's duration a stall counts as its end. */
const END_SLACK_SECONDS = 0.5;

function isAtEnd(video: HTMLVideoElement): boolean {
  return (
    Number.isFinite(video.duration) &&
    video.duration > 0 &&
    video.currentTime >= video.duration - END_SLACK_SECONDS
  );
}

/** Empties the element so the browser frees its buffers (and media keys are released by the engine). */
export function resetVideoElement(video: HTMLVideoElement): void {
  video.pause();
  video.removeAttribute('src');
  video.load();
}
