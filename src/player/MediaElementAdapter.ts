import { forwardMediaElementEvents, resetVideoElement } from './mediaElementEvents.ts';
import type { PlayableSource, PlayerAdapter, PlayerTracks } from './PlayerAdapter.ts';
import { EventHub, ListenerGroup, type PlayerEvents } from './playerEvents.ts';

/**
 * What every engine shares: the video element drives play, pause and seek; events and DOM listeners
 * live in one hub and one group. Engines add loading and their own teardown.
 */
export abstract class MediaElementAdapter implements PlayerAdapter {
  readonly events = new EventHub<PlayerEvents>();
  protected readonly listeners = new ListenerGroup();

  abstract readonly tracks: PlayerTracks;

  constructor(protected readonly video: HTMLVideoElement) {
    // Once per adapter, not per load: the element stays the same when the source is swapped.
    forwardMediaElementEvents(video, this.events, this.listeners);
  }

  /** Tells the UI the tracks changed (offered, or which is active). */
  protected emitTracks(): void {
    this.events.emit('tracks', this.tracks.list());
  }

  abstract load(source: PlayableSource): Promise<void>;

  abstract setMaxHeight(height: number | undefined): void;

  /** Releases the engine itself (its buffers, media keys, workers). */
  protected abstract destroyEngine(): Promise<void>;

  play(): Promise<void> {
    return this.video.play();
  }

  pause(): void {
    this.video.pause();
  }

  seek(position: number): void {
    this.video.currentTime = position;
  }

  /** The end of what can be played; engines know a safer point behind it. */
  liveEdge(): number | undefined {
    const { seekable } = this.video;
    return seekable.length > 0 ? seekable.end(seekable.length - 1) : undefined;
  }

  async destroy(): Promise<void> {
    this.listeners.removeAll();
    await this.destroyEngine();
    resetVideoElement(this.video);
    this.events.clear();
  }
}
