import type { EventHub, PlayerEvents, TrackList } from './playerEvents.ts';

/** A source ready to play: its manifest and, for protected streams, the licence servers. */
export interface PlayableSource {
  url: string;
  kind: 'hls' | 'dash';
  /** Licence URL per key system ('org.w3.clearkey', 'com.widevine.alpha', ...). */
  licenceServers?: Record<string, string>;
  /** Server certificate URL per key system that needs one (FairPlay: 'com.apple.fps'). */
  serverCertificates?: Record<string, string>;
  /** Start position in seconds (resume). */
  startAt?: number;
  /** Cap the rendition: the highest level not above this height (spec: browsing 4, Player — quality). */
  maxHeight?: number;
  /** A stitched (SSAI) stream: where its session document lives (spec: browsing 7, SSAI session). */
  ssai?: { cdn: string; siteId: string };
}

/** Audio and text tracks: what the stream offers, and the viewer's choice (a 'tracks' event follows). */
export interface PlayerTracks {
  list(): TrackList;
  selectAudio(id: string): void;
  /** Shows the text track with this id; undefined turns subtitles off. */
  selectText(id: string | undefined): void;
}

/** A load that a later load (or destroy) replaced before it finished: not an error to show. */
export class LoadSuperseded extends Error {
  constructor() {
    super('A newer source replaced this one');
  }
}

/**
 * The one contract every engine implements (DESIGN: player/). `destroy` releases listeners, timers,
 * media keys and buffers; after it the adapter is unusable.
 */
export interface PlayerAdapter {
  readonly events: EventHub<PlayerEvents>;
  readonly tracks: PlayerTracks;
  /**
   * Plays a source. Called again, it swaps the source on the same engine and media element (issue 25:
   * a channel change keeps the pipeline); a load still under way then rejects with LoadSuperseded.
   */
  load(source: PlayableSource): Promise<void>;
  play(): Promise<void>;
  pause(): void;
  seek(position: number): void;
  /** A live stream's edge: where the engine would play it live (Go to live lands there). */
  liveEdge(): number | undefined;
  /** Caps the rendition while playing: the highest level not above this height; undefined lifts the cap. */
  setMaxHeight(height: number | undefined): void;
  destroy(): Promise<void>;
}

export type EngineName = 'hls.js' | 'shaka';
