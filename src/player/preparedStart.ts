import type Hls from 'hls.js';

/** What a prepared start was loaded for; the player adopts it only for exactly this. */
export interface StartKey {
  url: string;
  /** Where playback starts (hls.js startPosition: -1 for the stream's own start). */
  startPosition: number;
  /** The quality cap applied to its first levels (undefined: Auto). */
  maxHeight: number | undefined;
}

interface Held<E> {
  key: StartKey;
  /** The detail page it was prepared for: that page's leaving drops it. */
  owner: string;
  engine: E;
  /** Gives the engine the element it is to play in. */
  attach(video: HTMLVideoElement): void;
  /** The element attached on OK, until the player opening takes it. */
  video?: HTMLVideoElement;
}

const sameKey = (a: StartKey, b: StartKey) =>
  a.url === b.url && a.startPosition === b.startPosition && a.maxHeight === b.maxHeight;

/**
 * At most one engine loading an item's start without a video element (issue 19): the detail page's
 * warm-up makes it (warmUp.ts), hls.js loads the playlists and the first fragment into it
 * (startFragPrefetch, the way hls.js prepares its own interstitial players), and OK's player adopts it
 * when it opens that source from that place at that quality, so it only attaches the video. A second
 * one replaces the first: one fragment's bandwidth and one engine's memory at most, on a weak TV too.
 * OK attaches it to the player's video element before the player renders (attachOnOk).
 */
export class PreparedStart<E extends { destroy(): void }> {
  private held: Held<E> | undefined;

  constructor(private readonly createVideo = () => document.createElement('video')) {}

  hold(owner: string, key: StartKey, engine: E, attach: (video: HTMLVideoElement) => void): void {
    this.drop();
    this.held = { key, owner, engine, attach };
  }

  /**
   * OK on the page (issue 19): the engine gets the element the player will play in at once, so the
   * MediaSource opens and the first fragment goes to the decoders while React renders the player, not
   * after (a first open, measured, came 50-100 ms sooner). The player takes the element (takeVideo) and
   * the engine (take). An engine that turns out not to match is destroyed, which detaches the element,
   * and the player's own engine attaches to it as to a new one.
   */
  attachOnOk(): void {
    const held = this.held;
    if (!held || held.video) return;
    held.video = this.createVideo();
    held.attach(held.video);
  }

  /** The element OK attached, for the player opening now; once. */
  takeVideo(): HTMLVideoElement | undefined {
    const video = this.held?.video;
    if (this.held) this.held.video = undefined;
    return video;
  }

  /** The engine prepared for this key, handed over; one for anything else is destroyed. */
  take(key: StartKey): E | undefined {
    const held = this.held;
    this.held = undefined;
    if (!held) return undefined;
    if (sameKey(held.key, key)) return held.engine;
    held.engine.destroy();
    return undefined;
  }

  /** The page it was prepared for has gone: no OK will come for it. */
  release(owner: string): void {
    if (this.held?.owner === owner) this.drop();
  }

  /** Not worth adopting (it failed, or it is live); only the one held is dropped. */
  discard(engine: E): void {
    if (this.held?.engine === engine) this.drop();
  }

  private drop(): void {
    this.held?.engine.destroy();
    this.held = undefined;
  }
}

/** The app's one prepared start (hls.js: the only engine that loads without a video element). */
export const preparedStart = new PreparedStart<Hls>();
