import type { EventHub, ListenerGroup, PlayerEvents } from './playerEvents.ts';

/** The video element's own events, as every engine reports them. */
export function forwardMediaElementEvents(
  video: HTMLVideoElement,
  events: EventHub<PlayerEvents>,
  listeners: ListenerGroup,
): void {
  listeners.listen(video, 'playing', () => events.emit('state', 'playing'));
  listeners.listen(video, 'pause', () => {
    if (!video.ended) events.emit('state', 'paused');
  });
  listeners.listen(video, 'waiting', () => events.emit('state', 'buffering'));
  listeners.listen(video, 'ended', () => events.emit('state', 'ended'));
  listeners.listen(video, 'timeupdate', () =>
    events.emit('time', {
      position: video.currentTime,
      duration: Number.isFinite(video.duration) ? video.duration : 0,
    }),
  );
}

/** Empties the element so the browser frees its buffers (and media keys are released by the engine). */
export function resetVideoElement(video: HTMLVideoElement): void {
  video.pause();
  video.removeAttribute('src');
  video.load();
}
