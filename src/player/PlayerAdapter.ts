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

/**
 * The one contract every engine implements (DESIGN: player/). `destroy` releases listeners, timers,
 * media keys and buffers; after it the adapter is unusable.
 */
export interface PlayerAdapter {
  readonly events: EventHub<PlayerEvents>;
  readonly tracks: PlayerTracks;
  load(source: PlayableSource): Promise<void>;
  play(): Promise<void>;
  pause(): void;
  seek(position: number): void;
  /** Caps the rendition while playing: the highest level not above this height; undefined lifts the cap. */
  setMaxHeight(height: number | undefined): void;
  destroy(): Promise<void>;
}

export type EngineName = 'hls.js' | 'shaka';
