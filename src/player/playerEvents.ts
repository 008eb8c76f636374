/** What a player adapter reports (DESIGN: events, not reach-ins — the UI never reads engine internals). */
export type PlaybackState = 'loading' | 'playing' | 'paused' | 'buffering' | 'ended' | 'error';

export type PlayerErrorCode = 'geo_blocked' | 'licence_failed' | 'network' | 'media' | 'unsupported';

/** An audio or text track the stream offers. */
export interface MediaTrack {
  /** The engine's own id for it, as a string: pass it back to select it. */
  id: string;
  /** BCP 47 language, as the manifest says ('' when it says none). */
  language: string;
  /** The manifest's name for it (its language's native name in our samples). */
  label: string;
  /** Playing (audio) or showing (text). */
  active: boolean;
}

export interface TrackList {
  audio: MediaTrack[];
  /** Subtitles and captions; none active means they are off. */
  text: MediaTrack[];
}

export interface PlayerEvents {
  state: PlaybackState;
  /**
   * Playback stopped for want of data, and when it has resumed (or the viewer paused). The 'buffering'
   * state says the same while playing; this event also ends when a stall ends in a pause.
   */
  buffering: { active: boolean };
  /** The tracks offered, or which one is active, changed. */
  tracks: TrackList;
  time: { position: number; duration: number };
  /**
   * A fatal failure. `unanswered`: the server never answered (the connection dropped, a request timed
   * out), so the player may try again by itself; an answer such as a 404 or 403 would only repeat.
   */
  error: { code: PlayerErrorCode; detail: string; unanswered?: boolean };
  level: { height: number | undefined };
  /** The renditions the stream offers (heights), once known. */
  levels: { heights: number[] };
  /** Whether the stream is live (no end), once the engine knows. */
  live: boolean;
  /** An ad break started or ended (SSAI, from the session's breaks; CSAI, around the ad). */
  adBreakStart: { index: number; start: number; duration: number };
  adBreakEnd: { index: number; played: boolean };
}

type Handler<T> = (payload: T) => void;

/** A typed event hub whose `clear` drops every listener at once (Shaka's EventManager idea). */
export class EventHub<Events extends object> {
  private handlers = new Map<keyof Events, Set<Handler<never>>>();

  on<K extends keyof Events>(event: K, handler: Handler<Events[K]>): () => void {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler as Handler<never>);
    this.handlers.set(event, set);
    return () => set.delete(handler as Handler<never>);
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    for (const handler of this.handlers.get(event) ?? []) (handler as Handler<Events[K]>)(payload);
  }

  clear(): void {
    this.handlers.clear();
  }
}

/** Listens on DOM targets and removes every listener with one call. */
export class ListenerGroup {
  private removers: Array<() => void> = [];

  listen<K extends keyof HTMLMediaElementEventMap>(
    target: HTMLMediaElement,
    type: K,
    handler: (event: HTMLMediaElementEventMap[K]) => void,
  ): void {
    target.addEventListener(type, handler);
    this.removers.push(() => target.removeEventListener(type, handler));
  }

  removeAll(): void {
    for (const remove of this.removers.splice(0)) remove();
  }
}
